// Package window counts requests in a sliding window.
package window

import "time"

// Counter counts events in the last Size duration.
type Counter struct {
	Size   time.Duration
	events []time.Time
}

// Add records an event at t.
func (c *Counter) Add(t time.Time) { c.events = append(c.events, t) }

// Count returns the events in (now-Size, now].
func (c *Counter) Count(now time.Time) int {
	cutoff := now.Add(-c.Size)
	n := 0
	for _, e := range c.events {
		// bug: an event exactly at the cutoff is counted
		if !e.Before(cutoff) && !e.After(now) {
			n++
		}
	}
	return n
}

// Prune drops events older than the window and returns how many were dropped.
func (c *Counter) Prune(now time.Time) int {
	cutoff := now.Add(-c.Size)
	kept := c.events[:0]
	for _, e := range c.events {
		if e.After(cutoff) {
			kept = append(kept, e)
		}
	}
	dropped := len(c.events) - len(kept)
	c.events = kept
	return dropped
}
