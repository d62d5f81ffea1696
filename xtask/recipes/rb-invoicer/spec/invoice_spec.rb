# frozen_string_literal: true

require_relative 'spec_helper'

RSpec.describe Invoicer::Invoice do
  let(:customer) { { name: 'Nordlicht GmbH', contact: 'Greta Vogel' } }
  let(:invoice) do
    described_class.new(number: 'INV-2024-0042', customer: customer, issued_on: Date.new(2024, 3, 1))
                   .add(Invoicer::LineItem.new(description: 'Consulting', quantity: 7.5, unit_cents: 12_000))
                   .add(Invoicer::LineItem.new(description: 'Travel', quantity: 1, unit_cents: 8_990, tax_code: :reduced))
  end

  describe '#net_cents' do
    it 'sums the line totals' do
      expect(invoice.net_cents).to eq(98_990)
    end
  end

  describe '#tax_cents' do
    it 'applies each line its own rate' do
      expect(invoice.tax_cents).to eq(17_729)
    end
  end

  describe '#summary' do
    it 'shows the gross amount with cents' do
      expect(invoice.summary).to eq('INV-2024-0042 Nordlicht GmbH: 1167.19 EUR')
    end
  end

  describe '#overdue?' do
    it 'is not overdue on the due date' do
      expect(invoice.overdue?(Date.new(2024, 3, 15))).to be(false)
    end

    it 'is overdue the day after' do
      expect(invoice.overdue?(Date.new(2024, 3, 16))).to be(true)
    end
  end

  describe '#reminder_text' do
    it 'greets the contact by first name' do
      expect(invoice.reminder_text(Date.new(2024, 3, 20))).to include('Dear Greta', '5 days overdue')
    end

    it 'works for customers without a contact' do
      anonymous = described_class.new(number: 'INV-2024-0043', customer: { name: 'Walk-in' }, issued_on: Date.new(2024, 3, 1))
      expect(anonymous.reminder_text(Date.new(2024, 3, 20))).to start_with('Dear customer')
    end
  end

  describe '#to_h of items' do
    it 'lists every field' do
      expect(invoice.items.map(&:to_h)).to eq([
        { description: 'Consulting', quantity: 7.5, unit_cents: 12_000, total_cents: 90_000, tax_code: :standard },
        { description: 'Travel', quantity: 1, unit_cents: 8_990, total_cents: 8_990, tax_code: :reduced }
      ])
    end
  end
end
