// Package bucket is a token-bucket rate limiter.
package bucket

import (
	"time"

	"example.com/quota/internal/clock"
)

// Bucket holds up to Capacity tokens and refills Rate tokens per second.
type Bucket struct {
	Capacity float64
	Rate     float64
	tokens   float64
	last     time.Time
	clock    clock.Clock
}

// New returns a full bucket.
func New(capacity, rate float64, c clock.Clock) *Bucket {
	return &Bucket{Capacity: capacity, Rate: rate, tokens: capacity, last: c.Now(), clock: c}
}

func (b *Bucket) refill() {
	now := b.clock.Now()
	elapsed := now.Sub(b.last).Seconds()
	b.tokens += elapsed * b.Rate
	// bug: the bucket may overflow its capacity after a long idle period
	b.last = now
}

// Allow takes n tokens if there are enough.
func (b *Bucket) Allow(n float64) bool {
	b.refill()
	if b.tokens < n {
		return false
	}
	b.tokens -= n
	return true
}

// Tokens reports the tokens currently available.
func (b *Bucket) Tokens() float64 {
	b.refill()
	return b.tokens
}
