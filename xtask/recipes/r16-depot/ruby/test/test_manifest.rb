# frozen_string_literal: true

require 'test/unit'
require_relative '../lib/manifest'

class TestManifest < Test::Unit::TestCase
  def setup
    @manifest = Depot::Manifest.new('TRK-07').add('PAL-EUR', 12).add('CRATE-S', 40).add('DRUM-200', 3)
  end

  def test_total_qty
    assert_equal(55, @manifest.total_qty)
  end

  def test_to_h
    expected = { truck: 'TRK-07', lines: ['PAL-EUR x12', 'CRATE-S x40', 'DRUM-200 x3'], total: 56 }
    assert_equal(expected, @manifest.to_h)
  end

  def test_summary
    assert_equal('TRK-07: 3 lines, 55 units', @manifest.summary)
  end

  def test_carrier_name
    assert_equal('Kustlinjen', Depot.carrier_name('KST'))
  end

  def test_heaviest
    light = Depot::Manifest.new('TRK-02').add('CRATE-S', 4)
    assert_same(@manifest, Depot::Loader.new([light, @manifest]).heaviest)
  end
end
