package window

import (
	"testing"
	"time"
)

var t0 = time.Date(2024, 5, 1, 9, 0, 0, 0, time.UTC)

func TestCountInsideWindow(t *testing.T) {
	c := Counter{Size: time.Minute}
	for i := 0; i < 4; i++ {
		c.Add(t0.Add(time.Duration(i) * 10 * time.Second))
	}
	if got := c.Count(t0.Add(45 * time.Second)); got != 4 {
		t.Errorf("Count = %d, want 4", got)
	}
}

func TestCountExcludesCutoff(t *testing.T) {
	c := Counter{Size: time.Minute}
	c.Add(t0)
	c.Add(t0.Add(30 * time.Second))
	got := c.Count(t0.Add(time.Minute))
	if got != 1 {
		t.Fatalf("Count at exactly one window after the first event = %d, want 1 (the event at the cutoff has expired)", got)
	}
}

func TestPrune(t *testing.T) {
	c := Counter{Size: time.Minute}
	c.Add(t0)
	c.Add(t0.Add(90 * time.Second))
	if dropped := c.Prune(t0.Add(2 * time.Minute)); dropped != 1 {
		t.Errorf("Prune dropped %d, want 1", dropped)
	}
}
