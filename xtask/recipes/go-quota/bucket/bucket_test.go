package bucket

import (
	"testing"
	"time"

	"example.com/quota/internal/clock"
)

func start() *clock.Manual {
	return &clock.Manual{T: time.Date(2024, 5, 1, 9, 0, 0, 0, time.UTC)}
}

func TestNewBucketIsFull(t *testing.T) {
	b := New(10, 1, start())
	if got := b.Tokens(); got != 10 {
		t.Errorf("Tokens() = %v, want 10", got)
	}
}

func TestAllowTakesTokens(t *testing.T) {
	b := New(3, 1, start())
	for i := 0; i < 3; i++ {
		if !b.Allow(1) {
			t.Fatalf("request %d refused with %v tokens left", i, b.Tokens())
		}
	}
	if b.Allow(1) {
		t.Errorf("fourth request allowed on an empty bucket")
	}
}

func TestRefillOverTime(t *testing.T) {
	c := start()
	b := New(5, 2, c)
	b.Allow(5)
	c.Advance(1500 * time.Millisecond)
	if got := b.Tokens(); got != 3 {
		t.Errorf("Tokens() after 1.5s = %v, want 3", got)
	}
}

func TestRefillIsCappedAtCapacity(t *testing.T) {
	c := start()
	b := New(5, 2, c)
	b.Allow(2)
	c.Advance(time.Hour)
	if got := b.Tokens(); got != 5 {
		t.Errorf("Tokens() after an idle hour = %v, want capacity 5", got)
	}
	if b.Allow(6) {
		t.Errorf("Allow(6) succeeded on a bucket of capacity 5")
	}
}
