#!/usr/bin/env python3
"""Round 33's Go inputs (a seed bank): `make_go.py vtest` writes the viability package whose
table tests `go test -v` runs; `make_go.py sync` writes the drawer sync whose worker goroutine
panics. Deterministic: no clock, no randomness beyond a seeded generator."""
import os
import random
import sys

SPECIES = ["Triticum durum", "Hordeum vulgare", "Avena sativa", "Secale cereale", "Lens culinaris",
           "Cicer arietinum", "Vicia faba", "Pisum sativum", "Linum usitatissimum", "Brassica rapa",
           "Daucus carota", "Allium cepa", "Beta vulgaris", "Lupinus albus", "Sorghum bicolor"]


def write(path, text):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def vtest():
    rng = random.Random(33)
    d = "vtest"
    write(f"{d}/go.mod", "module seedbank/viability\n\ngo 1.23\n")
    write(f"{d}/viability.go", '''// Package viability decides which accessions are due for regeneration.
package viability

import "sort"

// Threshold is the germination rate below which an accession is regenerated.
var Threshold = 0.75

// Accession is one seed lot in a drawer of the cold vault.
type Accession struct {
	ID          string
	Species     string
	Drawer      string
	Germination float64
	Seeds       int
}

// Due lists the accessions of one drawer whose germination is below the threshold, sorted.
func Due(all []Accession, drawer string) []string {
	var out []string
	for _, a := range all {
		if a.Drawer == drawer && a.Germination < Threshold {
			out = append(out, a.ID)
		}
	}
	sort.Strings(out)
	return out
}

// SeedsLeft is how many seeds remain after a germination test takes its sample.
func SeedsLeft(a Accession, sample int) int {
	if sample > a.Seeds {
		return 0
	}
	return a.Seeds - sample
}

// ImportLegacy reads the 2019 drawer sheet's settings into the package defaults.
func ImportLegacy(settings map[string]float64) {
	if t, ok := settings["germination_threshold"]; ok {
		Threshold = t
	}
}
''')
    accs = []
    n = 0
    for drawer in range(1, 21):
        for _ in range(rng.randint(6, 9)):
            n += 1
            germ = round(rng.choice([rng.uniform(0.55, 0.74), rng.uniform(0.86, 0.98)]), 2)
            accs.append((f"A-{400 + n:04d}", rng.choice(SPECIES), f"D-{drawer:02d}", germ, rng.randint(800, 6000)))
    # drawer D-12's one accession between the two thresholds
    d12 = [a for a in accs if a[2] == "D-12"]
    odd = d12[2]
    accs[accs.index(odd)] = (odd[0], odd[1], odd[2], 0.81, odd[4])
    lines = []
    for a in accs:
        lines.append(f'\t{{ID: "{a[0]}", Species: "{a[1]}", Drawer: "{a[2]}", Germination: {a[3]:.2f}, Seeds: {a[4]}}},')
    due = {}
    for drawer in range(1, 21):
        dn = f"D-{drawer:02d}"
        due[dn] = sorted(a[0] for a in accs if a[2] == dn and a[3] < 0.75)
    cases = []
    for dn, ids in due.items():
        lit = ", ".join(f'"{i}"' for i in ids)
        cases.append(f'\t\t{{"{dn}", []string{{{lit}}}}},')
    seeds_cases = []
    for a in accs[:60]:
        seeds_cases.append(f'\t\t{{"{a[0]}", {a[4]}, 200, {a[4] - 200}}},')
    write(f"{d}/accessions_test.go", "package viability\n\nvar vault = []Accession{\n" + "\n".join(lines) + "\n}\n")
    write(f"{d}/viability_test.go", '''package viability

import (
	"fmt"
	"reflect"
	"testing"
)

func TestSeedsLeft(t *testing.T) {
	cases := []struct {
		id     string
		seeds  int
		sample int
		want   int
	}{
''' + "\n".join(seeds_cases) + '''
	}
	for _, c := range cases {
		t.Run(c.id, func(t *testing.T) {
			got := SeedsLeft(Accession{ID: c.id, Seeds: c.seeds}, c.sample)
			t.Logf("%s: %d seeds, sample %d, %d left", c.id, c.seeds, c.sample, got)
			if got != c.want {
				t.Errorf("%s: got %d seeds left, want %d", c.id, got, c.want)
			}
		})
	}
}

func TestImportLegacySheet(t *testing.T) {
	sheet := map[string]float64{"drying_days": 21, "germination_threshold": 0.85, "vault_temp_c": -18}
	for drawer := 1; drawer <= 20; drawer++ {
		t.Logf("legacy sheet: drawer D-%02d read, %d fields", drawer, len(sheet))
	}
	ImportLegacy(sheet)
	t.Logf("legacy sheet applied: germination_threshold=%.2f for every drawer", Threshold)
}

func TestSpeciesNames(t *testing.T) {
	for _, a := range vault {
		t.Run(a.ID, func(t *testing.T) {
			if a.Species == "" {
				t.Errorf("%s has no species", a.ID)
			}
			t.Log(fmt.Sprintf("%s is %s in %s", a.ID, a.Species, a.Drawer))
		})
	}
}

func TestDue(t *testing.T) {
	cases := []struct {
		drawer string
		want   []string
	}{
''' + "\n".join(cases) + '''
	}
	for _, c := range cases {
		t.Run(c.drawer, func(t *testing.T) {
			got := Due(vault, c.drawer)
			t.Logf("%s: %d due of %d", c.drawer, len(got), count(c.drawer))
			if !reflect.DeepEqual(got, c.want) {
				t.Errorf("regeneration queue of %s:\\n got: %v\\nwant: %v", c.drawer, got, c.want)
			}
		})
	}
}

func count(drawer string) int {
	n := 0
	for _, a := range vault {
		if a.Drawer == drawer {
			n++
		}
	}
	return n
}

''')


def sync():
    rng = random.Random(3317)
    d = "sync"
    write(f"{d}/go.mod", "module seedbank/drawersync\n\ngo 1.23\n")
    drawers = []
    for i in range(1, 41):
        drawers.append((f"D-{i:02d}", 3 if i == 7 else rng.randint(4, 8)))
    rows = []
    for name, shelves in drawers:
        if name == "D-07":
            rows.append(f"{name},2019,shelf_pairs,{shelves}")
        else:
            rows.append(f"{name},2024,shelves,{shelves}")
    write(f"{d}/vault.csv", "drawer,sheet,unit,count\n" + "\n".join(rows) + "\n")
    accs = []
    for i in range(1, 341):
        dn = drawers[rng.randrange(40)]
        while i < 130 and dn[0] == "D-07":
            dn = drawers[rng.randrange(40)]
        shelf = rng.randint(1, min(4, dn[1]))
        if i == 291:
            dn, shelf = drawers[6], 5
        accs.append(f"A-{i:04d},{dn[0]},{shelf}")
    write(f"{d}/moves.csv", "accession,drawer,shelf\n" + "\n".join(accs) + "\n")
    write(f"{d}/main.go", '''// Command drawersync moves accessions to their drawers' shelves, one worker per vault room.
package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
)

type Drawer struct {
	Name    string
	Shelves []int
}

func (d *Drawer) place(shelf int) int {
	d.Shelves[shelf-1]++
	return d.Shelves[shelf-1]
}

type move struct {
	accession string
	drawer    *Drawer
	shelf     int
}

func readLines(path string) [][]string {
	f, err := os.Open(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	defer f.Close()
	var out [][]string
	s := bufio.NewScanner(f)
	s.Scan()
	for s.Scan() {
		out = append(out, strings.Split(s.Text(), ","))
	}
	return out
}

func worker(room string, jobs <-chan move, done chan<- string) {
	for m := range jobs {
		n := m.drawer.place(m.shelf)
		done <- fmt.Sprintf("%s: %s -> %s shelf %d (%d on the shelf)", room, m.accession, m.drawer.Name, m.shelf, n)
	}
}

func main() {
	sheet := map[string][]string{}
	for _, r := range readLines("vault.csv") {
		sheet[r[0]] = r
	}
	drawers := map[string]*Drawer{}
	open := func(name string) *Drawer {
		if d, ok := drawers[name]; ok {
			return d
		}
		r := sheet[name]
		n, _ := strconv.Atoi(r[3])
		if r[2] == "shelves" {
			fmt.Printf("vault: opened %s (%s sheet, %d shelves)\\n", name, r[1], n)
		} else {
			fmt.Printf("vault: opened %s from the %s sheet: %s=%d, read as %d shelves\\n", name, r[1], r[2], n, n)
		}
		drawers[name] = &Drawer{Name: name, Shelves: make([]int, n)}
		return drawers[name]
	}
	rooms := []string{"cold-room-1", "cold-room-2", "cold-room-3"}
	jobs := make([]chan move, len(rooms))
	done := make(chan string)
	for i, room := range rooms {
		jobs[i] = make(chan move)
		go worker(room, jobs[i], done)
	}
	idle := make(chan struct{})
	go func() { <-idle }()
	for i, r := range readLines("moves.csv") {
		shelf, _ := strconv.Atoi(r[2])
		jobs[i%len(rooms)] <- move{accession: r[0], drawer: open(r[1]), shelf: shelf}
		fmt.Println(<-done)
	}
	close(idle)
	fmt.Println("all accessions moved")
}
''')


if __name__ == "__main__":
    {"vtest": vtest, "sync": sync}[sys.argv[1]]()
