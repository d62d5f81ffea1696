// Package foundry plans heats; go build -gcflags=-m shows its escape and inlining decisions.
package foundry

import (
	"fmt"
	"sort"
	"strings"
)

type Heat struct {
	Number int
	Tonnes float64
	Grade  string
}

type Ladle struct {
	ID       string
	Capacity float64
	heats    []*Heat
}

func NewLadle(id string, capacity float64) *Ladle {
	return &Ladle{ID: id, Capacity: capacity}
}

func (l *Ladle) Load() float64 {
	sum := 0.0
	for _, h := range l.heats {
		sum += h.Tonnes
	}
	return sum
}

func (l *Ladle) Assign(number int, tonnes float64, grade string) error {
	h := &Heat{Number: number, Tonnes: tonnes, Grade: grade}
	if l.Load()+tonnes > l.Capacity {
		return fmt.Errorf("ladle %s: heat %d of %.1f t exceeds capacity %.1f t", l.ID, number, tonnes, l.Capacity)
	}
	l.heats = append(l.heats, h)
	return nil
}

func Grades(heats []Heat) []string {
	seen := map[string]bool{}
	var out []string
	for _, h := range heats {
		if !seen[h.Grade] {
			seen[h.Grade] = true
			out = append(out, strings.ToUpper(h.Grade))
		}
	}
	sort.Strings(out)
	return out
}

func ScrapRate(scrapped, poured int) float64 {
	if poured == 0 {
		return 0
	}
	return float64(scrapped) / float64(poured)
}

func Summary(l *Ladle) string {
	parts := make([]string, 0, len(l.heats))
	for _, h := range l.heats {
		parts = append(parts, fmt.Sprintf("%d:%.1f", h.Number, h.Tonnes))
	}
	return l.ID + " [" + strings.Join(parts, " ") + "]"
}
