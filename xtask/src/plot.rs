//! `cargo xtask plot REPLAY.json DIR`: the cost–recall plane of `ctx replay --json`, one SVG per window.
//!
//! Each strategy is a point: its cost relative to no management (x, lower is better) and its
//! used-fact recall (y, higher is better). The Pareto front — the strategies no other one beats on
//! both axes — is joined by a line and its points are filled; the others are hollow.

use std::fmt::Write as _;
use std::path::Path;

use anyhow::{Context, bail};
use serde_json::Value;

/// One strategy on the plane.
#[derive(Debug, Clone, PartialEq)]
struct Point {
    name: String,
    cost: f64,
    recall: f64,
}

/// Reads `ctx replay --json` output from `input` and writes `cost-recall-<window>.svg` into
/// `dir` for each window.
pub fn run(input: &Path, dir: &Path) -> anyhow::Result<()> {
    let text = std::fs::read_to_string(input).with_context(|| format!("cannot read {}", input.display()))?;
    let document: Value =
        serde_json::from_str(&text).with_context(|| format!("{} is not JSON", input.display()))?;
    let Some(windows) = document["windows"].as_array() else {
        bail!("{} is not `ctx replay --json` output (no `windows`)", input.display());
    };
    std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    for window in windows {
        let size = window["window"].as_u64().context("a window without its size")?;
        let points: Vec<Point> = window["strategies"]
            .as_array()
            .context("a window without strategies")?
            .iter()
            .filter_map(|strategy| {
                Some(Point {
                    name: strategy["strategy"].as_str()?.to_owned(),
                    cost: strategy["cost_vs_none"].as_f64()?,
                    recall: strategy["recall"].as_f64()?,
                })
            })
            .collect();
        let path = dir.join(format!("cost-recall-{size}.svg"));
        std::fs::write(&path, svg(size, &points))
            .with_context(|| format!("cannot write {}", path.display()))?;
        eprintln!("wrote {}", path.display());
    }
    Ok(())
}

/// The points no other point beats: none costs as little or less with as much recall or more,
/// and is better on one of the two. Sorted by cost.
fn front(points: &[Point]) -> Vec<&Point> {
    let mut front: Vec<&Point> = points
        .iter()
        .filter(|point| {
            !points.iter().any(|other| {
                other.cost <= point.cost
                    && other.recall >= point.recall
                    && (other.cost < point.cost || other.recall > point.recall)
            })
        })
        .collect();
    front.sort_by(|a, b| a.cost.total_cmp(&b.cost));
    front
}

/// The plot as an SVG document.
fn svg(window: u64, points: &[Point]) -> String {
    const WIDTH: f64 = 720.0;
    const HEIGHT: f64 = 480.0;
    const LEFT: f64 = 70.0;
    const RIGHT: f64 = 170.0;
    const TOP: f64 = 40.0;
    const BOTTOM: f64 = 60.0;
    let max_cost = points.iter().map(|point| point.cost).fold(1.0_f64, f64::max) * 1.05;
    let min_recall = points.iter().map(|point| point.recall).fold(1.0_f64, f64::min);
    let min_recall = ((min_recall * 10.0).floor() / 10.0).clamp(0.0, 0.9);
    let x = |cost: f64| LEFT + cost / max_cost * (WIDTH - LEFT - RIGHT);
    let y = |recall: f64| TOP + (1.0 - (recall - min_recall) / (1.0 - min_recall)) * (HEIGHT - TOP - BOTTOM);
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" font-family="sans-serif" font-size="12">"#
    );
    let _ = writeln!(out, r#"<rect width="{WIDTH}" height="{HEIGHT}" fill="white"/>"#);
    let _ = writeln!(
        out,
        r#"<text x="{}" y="22" font-size="15" text-anchor="middle">Cost and used-fact recall at a {window}-token window</text>"#,
        WIDTH / 2.0
    );
    // Axes, ticks and grid.
    let (x0, x1, y0, y1) = (x(0.0), x(max_cost), y(min_recall), y(1.0));
    let _ = writeln!(out, r#"<line x1="{x0}" y1="{y0}" x2="{x1}" y2="{y0}" stroke="black"/>"#);
    let _ = writeln!(out, r#"<line x1="{x0}" y1="{y0}" x2="{x0}" y2="{y1}" stroke="black"/>"#);
    let mut tick = 0.0;
    while tick <= max_cost + 1e-9 {
        let _ = writeln!(
            out,
            r##"<line x1="{0}" y1="{y0}" x2="{0}" y2="{y1}" stroke="#ddd"/><text x="{0}" y="{1}" text-anchor="middle">{tick:.1}×</text>"##,
            x(tick),
            y0 + 18.0
        );
        tick += 0.2;
    }
    let mut recall = min_recall;
    while recall <= 1.0 + 1e-9 {
        let _ = writeln!(
            out,
            r##"<line x1="{x0}" y1="{0}" x2="{x1}" y2="{0}" stroke="#ddd"/><text x="{1}" y="{2}" text-anchor="end">{3:.0}%</text>"##,
            y(recall),
            x0 - 6.0,
            y(recall) + 4.0,
            recall * 100.0
        );
        recall += 0.05;
    }
    let _ = writeln!(
        out,
        r#"<text x="{}" y="{}" text-anchor="middle">cost relative to no management (lower is better)</text>"#,
        f64::midpoint(x0, x1),
        HEIGHT - 18.0
    );
    let _ = writeln!(
        out,
        r#"<text transform="translate(18 {}) rotate(-90)" text-anchor="middle">used-fact recall (higher is better)</text>"#,
        f64::midpoint(y0, y1)
    );
    // The front, then every point.
    let front = front(points);
    let line: Vec<String> =
        front.iter().map(|point| format!("{:.1},{:.1}", x(point.cost), y(point.recall))).collect();
    let _ = writeln!(
        out,
        r##"<polyline points="{}" fill="none" stroke="#c0392b" stroke-width="2"/>"##,
        line.join(" ")
    );
    for point in points {
        let on_front = front.contains(&point);
        let fill = if on_front { "#c0392b" } else { "white" };
        let _ = writeln!(
            out,
            r##"<circle cx="{:.1}" cy="{:.1}" r="5" fill="{fill}" stroke="#c0392b" stroke-width="1.5"/><text x="{:.1}" y="{:.1}">{} ({:.2}×, {:.1}%)</text>"##,
            x(point.cost),
            y(point.recall),
            x(point.cost) + 8.0,
            y(point.recall) + 4.0,
            point.name,
            point.cost,
            point.recall * 100.0
        );
    }
    let _ = writeln!(
        out,
        r##"<text x="{}" y="{}" fill="#c0392b">filled: the Pareto front</text>"##,
        x1 - 150.0,
        TOP + 14.0
    );
    out.push_str("</svg>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn point(name: &str, cost: f64, recall: f64) -> Point {
        Point { name: name.to_owned(), cost, recall }
    }

    #[test]
    fn the_front_is_what_nothing_beats_on_both_axes() {
        let points = [
            point("none", 1.0, 1.0),
            point("design", 0.8, 0.9),
            point("worse", 0.85, 0.85),
            point("cheap", 0.5, 0.7),
            point("tie", 0.8, 0.9),
        ];
        let names: Vec<&str> = front(&points).iter().map(|point| point.name.as_str()).collect();
        assert_eq!(names, ["cheap", "design", "tie", "none"]);
    }

    #[test]
    fn the_plot_names_every_strategy_and_marks_the_front() {
        let svg =
            svg(64_000, &[point("none", 1.0, 1.0), point("squash", 0.7, 0.95), point("mask", 0.9, 0.6)]);
        assert!(svg.starts_with("<svg ") && svg.trim_end().ends_with("</svg>"));
        for name in ["none (1.00×, 100.0%)", "squash (0.70×, 95.0%)", "mask (0.90×, 60.0%)"] {
            assert!(svg.contains(name), "{name}");
        }
        assert_eq!(svg.matches(r##"fill="#c0392b" stroke"##).count(), 2, "two points on the front");
        assert!(svg.contains("a 64000-token window"));
    }
}
