package cache

import (
	"fmt"
	"testing"
	"time"
)

type fakeClock struct{ t time.Time }

func (f *fakeClock) now() time.Time          { return f.t }
func (f *fakeClock) advance(d time.Duration) { f.t = f.t.Add(d) }

func newTestCache(capacity int) (*Cache, *fakeClock) {
	clk := &fakeClock{t: time.Date(2024, 3, 4, 12, 0, 0, 0, time.UTC)}
	return New(capacity, time.Minute, clk.now), clk
}

func TestGet(t *testing.T) {
	tests := []struct {
		name    string
		setup   func(c *Cache, clk *fakeClock)
		key     string
		want    string
		wantHit bool
	}{
		{"missing key", func(c *Cache, clk *fakeClock) {}, "a", "", false},
		{"fresh entry", func(c *Cache, clk *fakeClock) { c.Set("a", "1") }, "a", "1", true},
		{"just before expiry", func(c *Cache, clk *fakeClock) { c.Set("a", "1"); clk.advance(59 * time.Second) }, "a", "1", true},
		{"expired entry", func(c *Cache, clk *fakeClock) { c.Set("a", "1"); clk.advance(61 * time.Second) }, "a", "", false},
		{"overwrite refreshes expiry", func(c *Cache, clk *fakeClock) {
			c.Set("a", "1")
			clk.advance(45 * time.Second)
			c.Set("a", "2")
			clk.advance(45 * time.Second)
		}, "a", "2", true},
		{"other key", func(c *Cache, clk *fakeClock) { c.Set("b", "2") }, "a", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, clk := newTestCache(4)
			tt.setup(c, clk)
			got, hit := c.Get(tt.key)
			if got != tt.want || hit != tt.wantHit {
				t.Errorf("Get(%q) = %q, %v; want %q, %v", tt.key, got, hit, tt.want, tt.wantHit)
			}
		})
	}
}

func TestEviction(t *testing.T) {
	for _, capacity := range []int{1, 2, 3} {
		t.Run(fmt.Sprintf("capacity=%d", capacity), func(t *testing.T) {
			c, _ := newTestCache(capacity)
			for i := 0; i <= capacity; i++ {
				c.Set(fmt.Sprintf("k%d", i), "v")
			}
			if c.Len() != capacity {
				t.Fatalf("Len() = %d after %d inserts, want %d", c.Len(), capacity+1, capacity)
			}
			if _, ok := c.Get("k0"); ok {
				t.Errorf("k0 (least recently used) still cached")
			}
			newest := fmt.Sprintf("k%d", capacity)
			if _, ok := c.Get(newest); !ok {
				t.Errorf("%s (just inserted) was evicted", newest)
			}
		})
	}
}

func TestEvictedCounter(t *testing.T) {
	c, _ := newTestCache(2)
	for i := 0; i < 5; i++ {
		c.Set(fmt.Sprintf("k%d", i), "v")
	}
	if got := c.Evicted(); got != 3 {
		t.Errorf("Evicted() = %d, want 3", got)
	}
}
