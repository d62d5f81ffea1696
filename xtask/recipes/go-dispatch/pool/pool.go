// Package pool keeps typed worker pools and result sets for the dispatcher.
package pool

import (
	"cmp"
	"fmt"
	"slices"
)

// Number is what a pool can sum.
type Number interface {
	~int | ~int64 | ~float64
}

// Job is one unit of work with a typed payload.
type Job[T any] struct {
	ID      string
	Payload T
	Weight  int
}

// Pool holds jobs keyed by ID.
type Pool[K comparable, T any] struct {
	jobs map[K]Job[T]
	keys []K
}

// New returns an empty pool.
func New[K comparable, T any]() *Pool[K, T] {
	return &Pool[K, T]{jobs: map[K]Job[T]{}}
}

// Add stores a job.
func (p *Pool[K, T]) Add(key K, job Job[T]) {
	p.jobs[key] = job
	p.keys = append(p.keys, key)
}

// Sum adds up the weights of the pool's jobs as any Number.
func Sum[N Number, T any](p *Pool[string, T]) N {
	var total N
	for _, job := range p.jobs {
		total += job.Weight
	}
	return total
}

// Heaviest returns the job with the largest payload.
func Heaviest[T any](jobs []Job[T]) Job[T] {
	return slices.MaxFunc(jobs, func(a, b Job[T]) int { return cmp.Compare(a.Payload, b.Payload) })
}

// Keys returns the pool's keys in sorted order.
func (p *Pool[K, T]) Keys() []K {
	out := slices.Clone(p.keys)
	slices.Sort(out)
	return out
}

// Describe prints a job.
func Describe[T fmt.Stringer](job Job[T]) string {
	return job.ID + ": " + job.Payload.String()
}

// Parcel is a payload.
type Parcel struct {
	Grams int
}

// Example wires the pool up.
func Example() string {
	p := New[string, Parcel]()
	p.Add("a", Job[Parcel]{ID: "a", Payload: Parcel{Grams: 300}, Weight: 1})
	total := Sum(p)
	heavy := Heaviest([]Job[Parcel]{{ID: "a"}})
	var ids []int = p.Keys()
	return Describe(heavy) + fmt.Sprint(total, ids)
}
