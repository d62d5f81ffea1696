package berthlock

import (
	"sync"
	"testing"
)

func TestAcquireRelease(t *testing.T) {
	var l Locks
	for b := 0; b < 40; b++ {
		l.Acquire(b)
		l.Release(b)
	}
}

func TestPilotsShareBerths(t *testing.T) {
	var l Locks
	var wg sync.WaitGroup
	for p := 0; p < 24; p++ {
		wg.Add(1)
		go func(pilot int) {
			defer wg.Done()
			for b := 0; b < 40; b++ {
				l.Acquire(b)
				l.Release(b)
			}
		}(p)
	}
	wg.Wait()
}
