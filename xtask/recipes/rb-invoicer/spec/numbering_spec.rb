# frozen_string_literal: true

require_relative 'spec_helper'

RSpec.describe Invoicer::Numbering do
  it 'pads the sequence to four digits' do
    expect(described_class.format(2024, 7)).to eq('INV-2024-0007')
  end

  it 'parses a number' do
    expect(described_class.parse('INV-2024-0042')).to eq(year: 2024, sequence: 42)
  end

  it 'continues the sequence' do
    expect(described_class.next_after('INV-2024-0042')).to eq('INV-2024-0043')
  end

  it 'rejects a malformed number' do
    expect { described_class.parse('2024/42') }.to raise_error(ArgumentError, /malformed invoice number/)
  end
end
