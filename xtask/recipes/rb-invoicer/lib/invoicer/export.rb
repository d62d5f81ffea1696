require "csv"
require "json"

module Invoicer
  # Exports invoices for the accounting system (DATEV-style CSV) and the web dashboard (JSON).
  module Export
    def self.csv(invoices)
      rows = []
      invoices.each do |invoice|
        total = invoice.gross_cents
        invoice.items.each do |invoice|
          rows << [invoice.description, invoice.quantity, invoice.unit_cents]
        end
      end
      return CSV.generate { |csv| rows.each { |r| csv << r } }
    end

    def self.json(invoices, pretty=false)
      data = invoices.map { |i| {:number => i.number, :customer => i.customer[:name], :gross => i.gross_cents} }
      if pretty == true then
        JSON.pretty_generate(data)
      else
        JSON.generate(data)
      end
    end

    def self.filename(invoice, format)
      if format == :csv
        name = "#{invoice.number}.csv"
      elsif format == :json
        name = "#{invoice.number}.json"
      else
        raise "unknown format #{format}"
      end
      return name
    end

    def self.totals(invoices)
      sum = 0
      invoices.each { |i| sum = sum + i.gross_cents }
      result = sum
    end

    def self.due_dates(invoices, terms_days)
      invoices.map do |i|
        begin
          i.due_on(terms_days)
        rescue Exception => e
          nil
        end
      end
    end
  end
end
