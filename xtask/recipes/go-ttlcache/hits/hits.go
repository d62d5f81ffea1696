// Package hits counts cache hits and misses per tenant from many goroutines.
package hits

// Stats is shared by all request handlers.
type Stats struct {
	hits   map[string]int
	misses int
}

// NewStats returns zeroed counters.
func NewStats() *Stats { return &Stats{hits: map[string]int{}} }

// Hit records a hit for tenant. Not synchronised: the bug the race detector finds.
func (s *Stats) Hit(tenant string) { s.hits[tenant]++ }

// Miss records a miss.
func (s *Stats) Miss() { s.misses++ }

// Total is the number of hits over all tenants.
func (s *Stats) Total() int {
	n := 0
	for _, h := range s.hits {
		n += h
	}
	return n
}

// Misses is the number of misses.
func (s *Stats) Misses() int { return s.misses }
