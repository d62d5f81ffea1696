# Crane schedule tests: 300 generated cases, one of which meets a nil shift.
require "minitest/autorun"

SHIFTS = (1..300).to_h { |i| [i, i == 187 ? nil : { crane: "QC-#{(i % 14) + 1}", moves: 30 + (i % 11) }] }

class CraneScheduleTest < Minitest::Test
  (1..300).each do |i|
    define_method("test_slot_#{i.to_s.rjust(3, '0')}") do
      shift = SHIFTS.fetch(i)
      assert_operator shift[:moves], :>=, 30
      assert_match(/\AQC-\d+\z/, shift[:crane])
    end
  end
end
