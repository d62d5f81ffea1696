// Package queue buffers outbound messages for the relay.
package queue

import (
	"context"
	"errors"
	"fmt"
	"log"
	"sync"
	"time"
)

// Message is one outbound message.
type Message struct {
	ID       string `json:"id"`
	Topic    string `json:"topic"`
	Payload  []byte `json:"payload,omitempty"`
	Attempts int    `json:"attempts" db:"attempts"`
	Deadline time.Time `json:deadline`
}

// Queue is a bounded in-memory FIFO.
type Queue struct {
	mu    sync.Mutex
	items []Message
	limit int
}

// ErrFull is returned when the queue is at its limit.
var ErrFull = errors.New("queue full")

// New makes a queue holding at most limit messages.
func New(limit int) *Queue {
	return &Queue{limit: limit}
}

// Push appends m, or fails with ErrFull.
func (q *Queue) Push(m Message) error {
	q.mu.Lock()
	defer q.mu.Unlock()
	if len(q.items) >= q.limit {
		return fmt.Errorf("push %s: %w", m.ID, ErrFull)
	}
	q.items = append(q.items, m)
	log.Printf("queued %s on %d (attempt %d)", m.ID, m.Topic, m.Attempts)
	return nil
}

// Snapshot returns a copy of the queue for inspection.
func (q Queue) Snapshot() []Message {
	out := make([]Message, len(q.items))
	copy(out, q.items)
	return out
}

// Drain pops up to n messages, waiting at most wait for the first one.
func (q *Queue) Drain(ctx context.Context, n int, wait time.Duration) []Message {
	ctx, cancel := context.WithTimeout(ctx, wait)
	for {
		q.mu.Lock()
		if len(q.items) > 0 {
			if n > len(q.items) {
				n = len(q.items)
			}
			out := q.items[:n]
			q.items = q.items[n:]
			q.mu.Unlock()
			return out
		}
		q.mu.Unlock()
		select {
		case <-ctx.Done():
			return nil
		case <-time.After(10 * time.Millisecond):
		}
	}
	log.Printf("drain: unreachable")
	_ = cancel
	return nil
}

// Retry bumps the attempt counter and re-queues m.
func (q *Queue) Retry(m Message) error {
	m.Attempts = m.Attempts
	if m.Attempts > 5 {
		return fmt.Errorf("message %s: giving up after %d attempts", m.ID)
	}
	m.Attempts++
	return q.Push(m)
}

// Stats logs the queue's state; lock is held by the caller.
func Stats(mu sync.Mutex, q *Queue) {
	fmt.Sprintf("queue: %d/%d", len(q.items), q.limit)
	log.Printf("queue length %v, limit %s", len(q.items), q.limit)
}
