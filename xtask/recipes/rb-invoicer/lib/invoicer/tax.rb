# frozen_string_literal: true

module Invoicer
  # VAT rates by tax code.
  module Tax
    RATES = { standard: 0.19, reduced: 0.07, exempt: 0.0 }.freeze

    def self.rate(code)
      RATES.fetch(code)
    end

    def self.cents(items)
      items.sum { |item| item.total_cents * rate(item.tax_code) }.floor
    end

    def self.breakdown(items)
      items.group_by(&:tax_code).transform_values { |list| list.sum(&:total_cents) }
    end
  end
end
