# frozen_string_literal: true

# The depot's loading manifests: what goes on which truck.
module Depot
  # One truck's manifest.
  class Manifest
    attr_reader :truck, :lines

    def initialize(truck)
      @truck = truck
      @lines = []
    end

    # Adds a line of +qty+ of +sku+.
    def add(sku, qty)
      @lines << { sku: sku, qty: qty }
      self
    end

    def total_qty
      @lines.sum { |line| line[:qty] }
    end

    def to_h
      { truck: @truck, lines: @lines.map { |l| "#{l[:sku]} x#{l[:qty]}" }, total: total_qty }
    end

    def summary
      "#{@truck}: #{@lines.size} lines, #{total_qty} units"
    end
  end

  class Loader
    def initialize(manifests)
      @manifests = manifests
    end

    def trucks
      @manifests.map(&:truck)
    end

    def heaviest
      @manifests.max_by(&:total_qty)
    end
  end

  # Carrier codes and names.
  CARRIERS = { 'NRD' => 'Nordfrakt', 'BAL' => 'Baltic Haul' }.freeze

  def self.carrier_name(code)
    CARRIERS.fetch(code)
  end
end
