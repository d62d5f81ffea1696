# frozen_string_literal: true

require 'minitest/autorun'
require_relative '../lib/invoicer'

class InvoiceTest < Minitest::Test
  def setup
    @invoice = Invoicer::Invoice.new(number: 'INV-2024-0042', customer: { name: 'Nordlicht GmbH', contact: 'Greta Vogel' },
                                     issued_on: Date.new(2024, 3, 1))
    @invoice.add(Invoicer::LineItem.new(description: 'Consulting', quantity: 2, unit_cents: 12_000))
  end

  def test_net
    assert_equal 24_000, @invoice.net_cents
  end

  def test_gross_includes_tax
    assert_equal 28_560, @invoice.gross_cents
  end

  def test_due_date_default_terms
    assert_equal Date.new(2024, 3, 15), @invoice.due_on
  end

  def test_due_date_thirty_days
    assert_equal Date.new(2024, 3, 31), @invoice.due_on(30)
  end

  def test_overdue_after_due_date
    assert @invoice.overdue?(Date.new(2024, 3, 16))
  end

  def test_not_overdue_on_due_date
    refute @invoice.overdue?(Date.new(2024, 3, 15)), 'an invoice is payable on its due date'
  end

  def test_summary
    assert_match(/1285\.20 EUR\z/, @invoice.summary)
  end

  def test_line_item_hash
    assert_equal({ description: 'Consulting', quantity: 2, unit_cents: 12_000, total_cents: 24_000 },
                 @invoice.items.first.to_h)
  end

  def test_empty_invoice
    empty = Invoicer::Invoice.new(number: 'INV-2024-0050', customer: { name: 'X' }, issued_on: Date.new(2024, 1, 1))
    assert_equal 0, empty.gross_cents
  end

  def test_reminder_for_walk_in
    walk_in = Invoicer::Invoice.new(number: 'INV-2024-0051', customer: { name: 'Walk-in' }, issued_on: Date.new(2024, 1, 1))
    assert_includes walk_in.reminder_text(Date.new(2024, 2, 1)), 'Dear customer'
  end

  def test_version
    assert_equal '1.8.0', Invoicer::VERSION
  end
end
