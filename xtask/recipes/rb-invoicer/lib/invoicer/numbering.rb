# frozen_string_literal: true

module Invoicer
  # Invoice numbers: INV-<year>-<4-digit sequence>.
  module Numbering
    def self.format(year, sequence)
      "INV-#{year}-#{sequence.to_s.rjust(3, '0')}"
    end

    def self.parse(number)
      match = number.match(/\AINV-(\d{4})-(\d{4})\z/)
      { year: match[1].to_i, sequence: match[2].to_i }
    end

    def self.next_after(number)
      parsed = parse(number)
      format(parsed[:year], parsed[:sequence] + 1)
    end
  end
end
