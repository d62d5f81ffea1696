# frozen_string_literal: true

require 'minitest/autorun'
require_relative '../lib/invoicer'

class TaxTest < Minitest::Test
  def item(cents, code = :standard, quantity: 1)
    Invoicer::LineItem.new(description: 'x', quantity: quantity, unit_cents: cents, tax_code: code)
  end

  def test_standard_rate
    assert_equal 1900, Invoicer::Tax.cents([item(10_000)])
  end

  def test_reduced_rate
    assert_equal 700, Invoicer::Tax.cents([item(10_000, :reduced)])
  end

  def test_rounds_per_invoice_not_per_line
    assert_equal 4, Invoicer::Tax.cents([item(11), item(11)])
  end

  def test_exempt_lines_pay_nothing
    assert_equal 0, Invoicer::Tax.cents([item(5_000, :exempt)])
  end

  def test_unknown_code
    assert_raises(ArgumentError) { Invoicer::Tax.cents([item(100, :zero)]) }
  end

  def test_breakdown_by_code
    items = [item(100), item(250, :reduced), item(50)]
    assert_equal({ standard: 150, reduced: 250 }, Invoicer::Tax.breakdown(items))
  end

  def test_fractional_quantities
    assert_in_delta 28.5, Invoicer::Tax.cents([item(1_000, quantity: 1.5)]), 0.01
  end
end
