# Presses 48 batches of juice on six worker threads; one batch's brix reading is missing.
Thread.report_on_exception = true

Batch = Struct.new(:id, :litres, :brix)

def press(batch)
  raise ArgumentError, "batch #{batch.id}: brix reading missing (litres=#{batch.litres})" if batch.brix.nil?

  (batch.litres * batch.brix / 10.0).round(1)
end

batches = (1..48).map { |i| Batch.new(format('JB-%03d', i), 200 + (i * 37) % 400, i == 29 ? nil : 10 + i % 7) }
results = Queue.new
workers = batches.each_slice(8).map do |slice|
  Thread.new(slice) do |mine|
    mine.each do |b|
      results << [b.id, press(b)]
      $stdout.puts "pressed #{b.id}"
      $stdout.flush
    end
  end
end
workers.each(&:join)
puts "pressed #{results.size} batches"
