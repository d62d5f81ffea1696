# frozen_string_literal: true

require_relative '../lib/invoicer'

RSpec.configure do |config|
  config.expect_with(:rspec) { |c| c.syntax = :expect }
  config.order = :defined
end
