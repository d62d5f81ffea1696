// Package clock lets tests drive time by hand.
package clock

import "time"

// Clock tells the time.
type Clock interface {
	Now() time.Time
}

// Manual is a clock that only moves when told to.
type Manual struct{ T time.Time }

// Now returns the manual time.
func (m *Manual) Now() time.Time { return m.T }

// Advance moves the clock forward.
func (m *Manual) Advance(d time.Duration) { m.T = m.T.Add(d) }
