// Package eta estimates arrival times for courier legs.
package eta

import (
	"fmt"
	"math"
	"strings"
	"time"
)

// Leg is one hop of a route.
type Leg struct {
	From, To string
	Km       float64
	Kmh      float64
}

// Duration of one leg, rounded up to the minute.
func Duration(l Leg) time.Duration {
	minutes := l.Km / l.Kmh * 60
	return time.Duration(math.Round(minutes)) * time.Minute
}

// Total of a route plus a fixed stop time per intermediate stop.
func Total(legs []Leg, stop time.Duration) time.Duration {
	var total time.Duration
	for _, l := range legs {
		total += Duration(l) + stop
	}
	return total
}

// Arrival formats the arrival clock time.
func Arrival(start time.Time, legs []Leg, stop time.Duration) string {
	return start.Add(Total(legs, stop)).Format("15:04")
}

// ParseLeg reads "A>B 12.5km @40".
func ParseLeg(s string) (Leg, error) {
	var l Leg
	route, rest, ok := strings.Cut(s, " ")
	if !ok {
		return l, fmt.Errorf("leg %q: missing distance", s)
	}
	l.From, l.To, _ = strings.Cut(route, ">")
	_, err := fmt.Sscanf(rest, "%fkm @%f", &l.Km, &l.Kmh)
	return l, err
}
