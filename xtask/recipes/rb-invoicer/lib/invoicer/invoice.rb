# frozen_string_literal: true

require 'date'

module Invoicer
  # An invoice: customer, items, dates and totals.
  class Invoice
    attr_reader :number, :customer, :items, :issued_on

    def initialize(number:, customer:, issued_on:, items: [])
      @number = number
      @customer = customer
      @issued_on = issued_on
      @items = items
    end

    def add(item)
      items << item
      self
    end

    def net_cents
      items.sum(&:total_cents)
    end

    def tax_cents
      Tax.cents(items)
    end

    def gross_cents
      net_cents + tax_cents
    end

    def due_on(terms_days = 14)
      issued_on + terms_days
    end

    def overdue?(today)
      today >= due_on
    end

    def summary
      "#{number} #{customer[:name]}: #{format('%.2f', gross_cents / 100)} EUR"
    end

    def reminder_text(today)
      days = (today - due_on).to_i
      "Dear #{customer[:contact].split.first}, invoice #{number} is #{days} days overdue."
    end
  end
end
