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


def php_report():
    """The germination report: a mission sheet without the dishes column warns once; its
    accession's rate divides by zero 200 rows later."""
    rng = random.Random(3315)
    d = "php-report"
    tests = []
    for i in range(1, 361):
        dishes = "" if i == 140 else str(rng.randint(2, 8))
        tests.append(f"A-{9000 + i:04d};{rng.choice(SPECIES)};{dishes};{rng.randint(60, 390)}")
    write(f"{d}/tests.txt", "\n".join(tests) + "\n")
    write(f"{d}/report.php", '''<?php
// Germination report: the mean count per dish of every accession's test, then the rates of the
// accessions due for the regeneration list.
$sheets = [];
foreach (file('tests.txt', FILE_IGNORE_NEW_LINES) as $line) {
    [$id, $species, $dishes, $germinated] = explode(';', $line);
    $row = ['id' => $id, 'species' => $species, 'germinated' => (int) $germinated];
    if ($dishes !== '') {
        $row['dishes'] = (int) $dishes;
    }
    $sheets[$id] = $row;
}
foreach ($sheets as $id => $row) {
    $dishes = $row['dishes'];
    printf("%s %s: %d germinated over %d dishes\\n", $id, $row['species'], $row['germinated'], $dishes);
}
echo "report: rates of the accessions due\\n";
foreach ($sheets as $id => $row) {
    if ($row['germinated'] % 3 === 0 || $id === 'A-9140') {
        printf("%s: %.1f per dish\\n", $id, intdiv($row['germinated'], $row['dishes'] ?? 0));
    }
}
''')


def lua_scale():
    """The seed counter: the scale switches to half-gram readings mid-batch; a lot's count then
    has no integer representation for string.format's %d, 250 lines later."""
    rng = random.Random(3316)
    d = "lua-scale"
    lots = []
    for i in range(1, 521):
        grams = f"{rng.randint(3, 80)}.5" if i == 401 else str(rng.randint(3, 80))
        lots.append(f'  {{id = "A-{9500 + i:04d}", grams = {grams}, tsw = {rng.randint(3, 9)}}},')
    write(f"{d}/lots.lua", "return {\n" + "\n".join(lots) + "\n}\n")
    write(f"{d}/count.lua", '''-- Seed counter: seeds in a lot from its weight and thousand-seed weight.
local lots = dofile("lots.lua")
local step = 1

local function count(lot)
  return lot.grams * 1000 // lot.tsw * step
end

local function line(lot)
  return string.format("%s: %d g at %d g per 1000 -> %d seeds", lot.id, lot.grams, lot.tsw, count(lot))
end

for i, lot in ipairs(lots) do
  if i == 150 then
    print("scale: recalibrated, readings now to the half gram")
  end
  print(line(lot))
end
''')


def ruby_trace():
    """The distribution run: the archive job moves drawer D-33 to the archive mid-run; a request
    for one of its accessions later fails with NoMethodError on nil through three files."""
    rng = random.Random(3317)
    d = "rb-dist"
    reqs = []
    for i in range(1, 381):
        dr = f"D-{rng.randint(1, 40):02d}"
        if i < 200 and dr == "D-33":
            dr = "D-34"
        if i == 352:
            dr = "D-33"
        reqs.append(f"R-{i:04d},A-{rng.randint(1000, 9999)},{dr},{rng.randint(20, 200)}")
    write(f"{d}/requests.csv", "\n".join(reqs) + "\n")
    write(f"{d}/lib/vault.rb", '''# The vault: drawers and what they hold.
class Vault
  def initialize
    @drawers = (1..40).to_h { |i| [format('D-%02d', i), { seeds: 10_000 }] }
  end

  def archive(name)
    @drawers.delete(name)
    puts "archive: drawer #{name} moved to the archive vault (not served from here)"
  end

  def drawer(name)
    @drawers[name]
  end
end
''')
    write(f"{d}/lib/packing.rb", '''# Packing: seeds taken from a drawer for one request.
module Packing
  def self.take(vault, drawer_name, seeds)
    drawer = vault.drawer(drawer_name)
    drawer[:seeds] -= seeds
    drawer[:seeds]
  end
end
''')
    write(f"{d}/dist.rb", '''# Distribution run: packs every request from its drawer.
require 'csv'

$stdout.sync = true
require_relative 'lib/vault'
require_relative 'lib/packing'

def serve(vault, row)
  id, accession, drawer, seeds = row
  left = Packing.take(vault, drawer, seeds.to_i)
  puts "#{id}: #{seeds} seeds of #{accession} from #{drawer}, #{left} left"
end

vault = Vault.new
CSV.foreach('requests.csv').with_index do |row, i|
  vault.archive('D-33') if i == 200
  serve(vault, row)
end
''')


if __name__ == "__main__":
    {"ruby_trace": ruby_trace, "php": php, "lua": lua, "rspec": rspec, "minitest": minitest, "php_report": php_report,
     "lua_scale": lua_scale}[sys.argv[1]]()
