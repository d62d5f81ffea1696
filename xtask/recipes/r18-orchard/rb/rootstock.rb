# Walks the rootstock lineage of a variety; a cycle in the grafting records never ends.
LINEAGE = {
  'Gala' => 'M9', 'M9' => 'M27', 'M27' => 'MM106', 'MM106' => 'Northern Spy', 'Northern Spy' => 'M9'
}.freeze

def ancestry(variety, depth = 0)
  parent = LINEAGE[variety]
  return [variety] if parent.nil?

  [variety] + ancestry(parent, depth + 1)
end

def report(variety)
  chain = ancestry(variety)
  puts "#{variety}: #{chain.join(' <- ')}"
end

%w[Cox Bramley Jazz].each { |v| report(v) }
report('Gala')
