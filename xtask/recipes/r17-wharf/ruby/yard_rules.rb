# Yard placement rules, generated into 180 classes that each redefine `limit`, plus one real slip.
180.times do |i|
  klass = Class.new do
    define_method(:limit) { 40 + i }
  end
  Object.const_set("Stack#{i.to_s.rjust(3, '0')}", klass)
end

module YardRules
  def self.tier_limit(stack)
    stack.limit
  end
end

180.times do |i|
  Object.const_get("Stack#{i.to_s.rjust(3, '0')}").class_eval do
    def limit = 6
  end
end

def reefer_ok?(plug)
  plug_status = plug > 0
  plug_status == true
  plug > 0
end

puts "stacks ready: #{YardRules.tier_limit(Stack099.new)} tiers, reefer #{reefer_ok?(3)}"
