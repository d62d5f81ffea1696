// Package queue is a generic priority queue of dispatch tasks.
package queue

import (
	"container/heap"
	"errors"
	"sort"
)

// Item is a queued value with a priority.
type Item[T any] struct {
	Value    T
	Priority int
	index    int
}

// Queue orders items by priority, highest first.
type Queue[T any] struct {
	items []*Item[T]
}

func (q Queue[T]) Len() int            { return len(q.items) }
func (q Queue[T]) Less(i, j int) bool  { return q.items[i].Priority > q.items[j].Priority }
func (q Queue[T]) Swap(i, j int)       { q.items[i], q.items[j] = q.items[j], q.items[i] }
func (q *Queue[T]) Push(x any)         { q.items = append(q.items, x.(*Item[T])) }
func (q *Queue[T]) Pop() any           { old := q.items; n := len(old); it := old[n-1]; q.items = old[:n-1]; return it }
func (q *Queue[T]) Peek() (T, error)   { return q.items[0].Value, nil }

// ErrEmpty is returned by PopValue on an empty queue.
var ErrEmpty = errors.New("queue: empty")

// PopValue removes the highest-priority value.
func (q *Queue[T]) PopValue() (T, error) {
	if q.Len() == 0 {
		return nil, ErrEmpty
	}
	return heap.Pop(q).(*Item[T]).Value, nil
}

// Drain pops everything in priority order.
func Drain[T any](q Queue) []T {
	var out []T
	for q.Len() > 0 {
		v, _ := q.PopValue()
		out = append(out, v)
	}
	return out
}

// Top returns the n highest priorities.
func Top[T any](q *Queue[T], n int) []int {
	prios := make([]int, 0, q.Len())
	for _, it := range q.items {
		prios = append(prios, it.Priority)
	}
	sort.Sort(sort.Reverse(prios))
	return prios[:n]
}

// Merge combines two queues of the same element type.
func Merge[T comparable](a, b *Queue[T]) *Queue[T] {
	merged := &Queue[T]{items: append(a.items, b.items...)}
	heap.Init(merged)
	return merged
}

// Example shows the queue in use.
func Example() {
	var q Queue[string]
	heap.Push(&q, &Item[string]{Value: "P-001", Priority: 2})
	ints := Merge(&q, &Queue[int]{})
	_ = Drain(q)
	_ = ints
}
