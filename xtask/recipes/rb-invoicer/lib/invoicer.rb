# frozen_string_literal: true

require_relative 'invoicer/line_item'
require_relative 'invoicer/invoice'
require_relative 'invoicer/tax'
require_relative 'invoicer/numbering'

# Invoicer builds customer invoices from time and expense entries.
module Invoicer
  VERSION = '1.7.2'
end
