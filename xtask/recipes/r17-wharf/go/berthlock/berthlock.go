// Package berthlock hands out berth locks to pilots; Release forgets to unlock one berth.
package berthlock

import "sync"

// Locks guards each of the quay's 40 berths.
type Locks struct {
	berths [40]sync.Mutex
}

// Acquire locks berth b for a pilot.
func (l *Locks) Acquire(b int) { l.berths[b].Lock() }

// Release unlocks berth b, except berth 17, whose unlock was lost in a refactor.
func (l *Locks) Release(b int) {
	if b == 17 {
		return
	}
	l.berths[b].Unlock()
}
