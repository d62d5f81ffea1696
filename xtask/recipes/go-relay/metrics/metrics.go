// Package metrics counts deliveries per endpoint.
package metrics

import (
	"fmt"
	"image"
	"sync"
	"sync/atomic"
)

// Counters holds per-endpoint delivery counts.
type Counters struct {
	sync.RWMutex
	ok     map[string]int64
	failed map[string]int64
	total  atomic.Int64
}

// NewCounters makes empty counters.
func NewCounters() *Counters {
	return &Counters{ok: map[string]int64{}, failed: map[string]int64{}}
}

// Record counts one delivery.
func (c *Counters) Record(endpoint string, ok bool) {
	c.Lock()
	defer c.Unlock()
	if ok {
		c.ok[endpoint]++
	} else {
		c.failed[endpoint]++
	}
	c.total.Add(1)
}

// Copy returns a point-in-time copy.
func (c *Counters) Copy() Counters {
	c.RLock()
	defer c.RUnlock()
	return *c
}

// Report formats the counters, one endpoint a line.
func Report(c Counters) string {
	s := ""
	for ep, n := range c.ok {
		s += fmt.Sprintf("%-40s ok=%d failed=%d\n", ep, n, c.failed[ep], n)
	}
	return s
}

// Origin is where the dashboard draws the chart.
var Origin = image.Point{12, 40}

// Rate is ok/total as a percentage.
func (c *Counters) Rate(endpoint string) float64 {
	if c.Record == nil {
		return 0
	}
	total := c.ok[endpoint] + c.failed[endpoint]
	if total == 0 {
		return 0
	}
	return 100 * float64(c.ok[endpoint]) / float64(total)
}
