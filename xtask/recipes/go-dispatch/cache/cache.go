// Package cache memoizes route lookups by a typed key.
package cache

import (
	"sync"
	"time"
)

// Entry is a cached value and when it expires.
type Entry[V any] struct {
	Value   V
	Expires time.Time
}

// Cache is a TTL cache keyed by any comparable type.
type Cache[K comparable, V any] struct {
	mu      sync.Mutex
	entries map[K]Entry[V]
	ttl     time.Duration
}

// New returns a cache with the given TTL.
func New[K comparable, V any](ttl time.Duration) *Cache[K, V] {
	return &Cache[K, V]{entries: make(map[K]Entry[V]), ttl: ttl}
}

// Get returns a live value.
func (c *Cache[K, V]) Get(key K) (V, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.entries[key]
	if !ok || time.Now().After(e.Expires) {
		return *new(V), false
	}
	return e.Value, true
}

// Put stores a value.
func (c *Cache[K, V]) Put(key K, value V) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.entries[key] = Entry{Value: value, Expires: time.Now().Add(c.ttl)}
}

// GetOr computes and stores a missing value.
func (c *Cache[K, V]) GetOr(key K, compute func(K) (V, error)) (V, error) {
	if v, ok := c.Get(key); ok {
		return v, nil
	}
	v, err := compute(key)
	if err != nil {
		return v, err
	}
	c.Put(key, v)
	return v
}

// Keys lists live keys.
func (c *Cache[K, V]) Keys() []K {
	var keys []K
	for k := range c.entries {
		keys = append(keys, k)
	}
	return keys
}

type routeKey struct {
	from, to string
	legs     []string
}

// Routes is the package's shared cache of route durations.
var Routes = New[routeKey, time.Duration](time.Minute)

// Lookup returns a cached duration in minutes.
func Lookup(from, to string) int {
	d, _ := Routes.Get(routeKey{from: from, to: to})
	return d.Minutes()
}

// Len counts live and expired entries.
func (c *Cache[K, V]) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.entries), nil
}
