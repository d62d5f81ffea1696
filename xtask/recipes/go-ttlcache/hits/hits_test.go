package hits

import (
	"sync"
	"testing"
)

func TestConcurrentMisses(t *testing.T) {
	s := NewStats()
	var wg sync.WaitGroup
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 100; i++ {
				s.Miss()
			}
		}()
	}
	wg.Wait()
	if s.Misses() > 400 {
		t.Errorf("Misses() = %d, want at most 400", s.Misses())
	}
}

func TestSingleTenant(t *testing.T) {
	s := NewStats()
	for i := 0; i < 3; i++ {
		s.Hit("acme")
	}
	if got := s.Total(); got != 3 {
		t.Errorf("Total() = %d, want 3", got)
	}
}
