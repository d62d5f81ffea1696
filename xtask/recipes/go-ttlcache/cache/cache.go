// Package cache is a size-bounded LRU cache whose entries expire after a TTL.
package cache

import (
	"container/list"
	"time"
)

// Clock returns the current time; tests substitute a fake.
type Clock func() time.Time

type entry struct {
	key     string
	value   string
	expires time.Time
}

// Cache holds at most Capacity entries, evicting the least recently used.
type Cache struct {
	Capacity int
	TTL      time.Duration
	now      Clock
	order    *list.List
	items    map[string]*list.Element
	evicted  int
}

// New returns an empty cache.
func New(capacity int, ttl time.Duration, now Clock) *Cache {
	if now == nil {
		now = time.Now
	}
	return &Cache{Capacity: capacity, TTL: ttl, now: now, order: list.New(), items: map[string]*list.Element{}}
}

// Set stores value under key, refreshing its expiry.
func (c *Cache) Set(key, value string) {
	if el, ok := c.items[key]; ok {
		e := el.Value.(*entry)
		e.value = value
		// BUG: the expiry is not refreshed on overwrite
		c.order.MoveToFront(el)
		return
	}
	el := c.order.PushFront(&entry{key: key, value: value, expires: c.now().Add(c.TTL)})
	c.items[key] = el
	if c.order.Len() > c.Capacity {
		oldest := c.order.Front() // BUG: evicts the newest, not the oldest
		c.order.Remove(oldest)
		delete(c.items, oldest.Value.(*entry).key)
		c.evicted++
	}
}

// Get returns the value for key if present and not expired.
func (c *Cache) Get(key string) (string, bool) {
	el, ok := c.items[key]
	if !ok {
		return "", false
	}
	e := el.Value.(*entry)
	if c.now().After(e.expires) {
		c.order.Remove(el)
		delete(c.items, key)
		return "", false
	}
	c.order.MoveToFront(el)
	return e.value, true
}

// Len is the number of entries, expired or not.
func (c *Cache) Len() int { return c.order.Len() }

// Evicted counts capacity evictions.
func (c *Cache) Evicted() int { return c.evicted }
