"""Round 32's Ruby input, written into this directory by `python3 make_rb.py`: press.rb, the hoop
press's night run. The day shift's settings are a Ruby hash with symbol keys; at the night shift
the press reloads its settings from night.json, whose keys are strings, and says so. Only a hoop
over 40 kN reads the limit, which is nil now, so the run fails on C-283, long after the reload."""
import json
from pathlib import Path

Path("night.json").write_text(json.dumps({"limit_kn": 58, "spacing_mm": 110, "first_hoop_mm": 40}, indent=2) + "\n")
Path("press.rb").write_text('''# The hoop press: seat every cask's hoops and check the force against the limit.
require "json"

$stdout.sync = true
settings = { limit_kn: 58, spacing_mm: 110, first_hoop_mm: 40 }

def seat(cask, hoops, settings)
  (1..hoops).map { |h| settings[:first_hoop_mm].to_i + (h - 1) * settings[:spacing_mm].to_i }
end

def check_force(cask, force, settings)
  return force if force <= 40.0
  raise "#{cask}: #{force} kN over the limit" if force > settings[:limit_kn]
  force
end

(1..300).each do |n|
  cask = format("C-%03d", n)
  if n == 101
    settings = JSON.parse(File.read("night.json"))
    puts "night shift: settings reloaded from night.json (#{settings.keys.join(', ')})"
  end
  hoops = 6 + n % 3
  force = 29.0 + (n * 7) % 10 + (n == 283 ? 12.5 : 0.4)
  check_force(cask, force, settings)
  puts "#{cask}: #{hoops} hoops at #{seat(cask, hoops, settings).join('/')} mm, peak #{force} kN, rack R-#{n % 24 + 1}"
end
''')
