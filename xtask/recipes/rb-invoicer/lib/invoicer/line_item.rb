# frozen_string_literal: true

module Invoicer
  # One billable line: a description, a quantity and a unit price in cents.
  class LineItem
    attr_reader :description, :quantity, :unit_cents, :tax_code

    def initialize(description:, quantity:, unit_cents:, tax_code: :standard)
      @description = description
      @quantity = quantity
      @unit_cents = unit_cents
      @tax_code = tax_code
    end

    def total_cents
      (quantity * unit_cents).round
    end

    def to_h
      { description: description, quantity: quantity, unit_cents: unit_cents, total_cents: total_cents }
    end
  end
end
