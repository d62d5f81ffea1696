#!/usr/bin/env python3
"""Round 33's PHP, Lua and Ruby inputs (a seed bank): `make_scripts.py php` writes the intake
importer php runs, `lua` the cold-room monitor lua runs, `rspec` the drawer specs rspec runs,
`minitest` the germination tests minitest runs. Deterministic (seeded generators, no clock)."""
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


def php():
    rng = random.Random(3311)
    d = "php"
    rows = ["accession,species,mission,seeds,moisture_pct"]
    for i in range(1, 421):
        moisture = "" if i == 330 else f"{rng.uniform(5.0, 14.0):.1f}"
        rows.append(f"A-{1100 + i:04d},{rng.choice(SPECIES)},M-{rng.randint(1, 12):02d},{rng.randint(400, 7000)},{moisture}")
    # mission M-09's sheet, pasted in the middle, names the column `moisture`
    rows.insert(151, "accession,species,mission,seeds,moisture")
    write(f"{d}/intake.csv", "\n".join(rows) + "\n")
    write(f"{d}/intake.php", '''<?php
// Intake: reads the missions' sheet and books every accession into a drying room.

final class DryingRoom
{
    public function __construct(public string $name, public float $target) {}

    public function hours(float $moisture): int
    {
        return (int) round(max(0.0, $moisture - $this->target) * 11);
    }
}

function book(array $row, array $rooms): string
{
    $room = $row['moisture'] > 10.0 ? $rooms['R1'] : $rooms['R2'];
    return sprintf("%s %s: %d seeds, %.1f %% -> %s, %d h", $row['accession'], $row['species'],
        $row['seeds'], $row['moisture'], $room->name, $room->hours($row['moisture']));
}

$rooms = ['R1' => new DryingRoom('R1', 6.5), 'R2' => new DryingRoom('R2', 6.0)];
$fh = fopen('intake.csv', 'r');
$header = fgetcsv($fh);
$booked = 0;
while (($cells = fgetcsv($fh)) !== false) {
    if ($cells[0] === 'accession') {
        $header = $cells;
        echo "intake: new sheet header at row " . ($booked + 2) . ": " . implode(',', $cells) . "\\n";
        continue;
    }
    $row = array_combine($header, $cells);
    $row['seeds'] = (int) $row['seeds'];
    $row['moisture'] = isset($row['moisture_pct']) ? (float) $row['moisture_pct'] : ($row['moisture'] ?? null);
    echo book($row, $rooms) . "\\n";
    $booked++;
}
echo "intake: $booked accessions booked\\n";
''')


def lua():
    rng = random.Random(3312)
    d = "lua"
    readings = []
    for step in range(1, 601):
        room = rng.choice(["C1", "C2", "C3"])
        readings.append(f'  {{step = {step}, room = "{room}", temp = {rng.uniform(-19.5, -17.0):.1f}, rh = {rng.randint(12, 18)}}},')
    readings[449] = '  {step = 450, room = "C2-north", temp = -17.9, rh = 15},'
    write(f"{d}/readings.lua", "return {\n" + "\n".join(readings) + "\n}\n")
    write(f"{d}/monitor.lua", '''-- Cold-room monitor: checks each reading against its room's limits and logs the night.
local readings = dofile("readings.lua")

local limits = {
  C1 = {max_temp = -17.0, max_rh = 20},
  C2 = {max_temp = -17.0, max_rh = 20},
  C3 = {max_temp = -17.5, max_rh = 18},
}

local function rename(old, new)
  limits[new] = nil
  print(string.format("rooms: %s split, the north half now reports as %s (limits follow at the next sync)", old, new))
end

local function check(r)
  local lim = limits[r.room]
  local margin = lim.max_temp - r.temp
  return string.format("%s step %d: %.1f C (margin %.1f), rh %d%%", r.room, r.step, r.temp, margin, r.rh)
end

local function night(list)
  for i, r in ipairs(list) do
    if i == 150 then rename("C2", "C2-north") end
    print(check(r))
  end
end

night(readings)
''')


def rspec():
    rng = random.Random(3313)
    d = "rspec"
    write(f"{d}/lib/drawers.rb", '''# Drawer register: which accessions sit in which drawer of the cold vault.
module Drawers
  REGISTER = Hash.new { |h, k| h[k] = [] }

  def self.put(drawer, accession)
    REGISTER[drawer] << accession
  end

  def self.relabel(from, to)
    REGISTER[to] = REGISTER.delete(from)
    puts "stock take: drawer #{from} relabelled as #{to}, #{REGISTER[to].size} accessions moved"
  end

  def self.contents(drawer)
    REGISTER[drawer].sort
  end
end
''')
    lines = ["require_relative '../lib/drawers'", "", "RSpec.describe Drawers do", "  before(:all) do"]
    content = {}
    for i in range(1, 401):
        dr = f"D-{rng.randint(1, 30):02d}"
        acc = f"A-{2000 + i:04d}"
        content.setdefault(dr, []).append(acc)
        lines.append(f"    Drawers.put('{dr}', '{acc}')")
    lines.append("  end")
    lines.append("")
    keys = sorted(content)
    for n, dr in enumerate(keys):
        if dr == "D-17":
            continue
        lines.append(f"  describe 'drawer {dr}' do")
        lines.append(f"    it 'holds its {len(content[dr])} accessions' do")
        lines.append(f"      expect(Drawers.contents('{dr}').size).to eq({len(content[dr])})")
        lines.append("    end")
        lines.append(f"    it 'lists {content[dr][0]} first' do")
        lines.append(f"      expect(Drawers.contents('{dr}').first).to eq('{sorted(content[dr])[0]}')")
        lines.append("    end")
        for acc in content[dr]:
            lines.append(f"    it 'holds {acc} of the {rng.choice(SPECIES)} intake' do")
            lines.append(f"      expect(Drawers.contents('{dr}')).to include('{acc}')")
            lines.append("    end")
        lines.append("  end")
        if n == 10:
            lines.append("  describe 'the stock take' do")
            lines.append("    it 'relabels the split drawer' do")
            lines.append("      Drawers.relabel('D-17', 'D-17A')")
            lines.append("      expect(Drawers.contents('D-17A')).not_to be_empty")
            lines.append("    end")
            lines.append("  end")
    lines.append("  describe 'the regeneration pull list' do")
    lines.append("    it 'takes every accession of drawer D-17' do")
    lines.append(f"      expect(Drawers.contents('D-17')).to eq({sorted(content['D-17'])!r})")
    lines.append("    end")
    lines.append("  end")
    lines.append("end")
    write(f"{d}/spec/drawers_spec.rb", "\n".join(lines) + "\n")


def minitest():
    rng = random.Random(3314)
    d = "minitest"
    write(f"{d}/lib/germ.rb", '''# Germination tests: the rate of a dish, and the seeds a test takes from an accession.
module Germ
  SETTINGS = { dish_size: 50, count_hard_seeds: false }

  def self.apply_protocol(name)
    return unless name == 'ISTA-legumes'

    SETTINGS[:count_hard_seeds] = true
    puts "protocol #{name}: hard seeds now counted as germinated"
  end

  def self.rate(germinated, hard, sown)
    counted = SETTINGS[:count_hard_seeds] ? germinated + hard : germinated
    (100.0 * counted / sown).round(1)
  end
end
''')
    lines = ["require 'minitest/autorun'", "require_relative '../lib/germ'", "", "class GermTest < Minitest::Test",
             "  i_suck_and_my_tests_are_order_dependent!", ""]
    for i in range(1, 281):
        g, h, s = rng.randint(20, 48), rng.randint(1, 4) if i in (23, 41, 220) else 0, 50
        lines.append(f"  def test_{i:03d}_dish_of_accession_a_{3000 + i}_{rng.choice(SPECIES).lower().replace(' ', '_')}")
        lines.append(f"    assert_equal {round(100.0 * g / s, 1)}, Germ.rate({g}, {h}, {s})")
        lines.append("  end")
        if i == 80:
            lines.append("  def test_080a_lentil_protocol_applies")
            lines.append("    Germ.apply_protocol('ISTA-legumes')")
            lines.append("    assert Germ::SETTINGS[:count_hard_seeds]")
            lines.append("  end")
    write(f"{d}/test/test_germ.rb", "\n".join(lines) + "\nend\n")


if __name__ == "__main__":
    {"php": php, "lua": lua, "rspec": rspec, "minitest": minitest}[sys.argv[1]]()
