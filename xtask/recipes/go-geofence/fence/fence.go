// Package fence decides whether tracked vehicles are inside their zones.
package fence

import (
	"errors"
	"fmt"
	"math"
	"sort"
	"time"
)

// Zone is a circle around a depot.
type Zone struct {
	Name     string
	CenterLat, CenterLon float64
	RadiusKm float64
}

// Ping is one position report.
type Ping struct {
	Vehicle string
	Lat     float64
	Lon     float64
	At      time.Time
}

// ErrNoZone is returned for a vehicle without an assigned zone.
var ErrNoZone = errors.New("vehicle has no zone")

// Monitor tracks the last ping of every vehicle.
type Monitor struct {
	zones map[string]Zone
	last  map[string]Ping
}

// NewMonitor assigns each vehicle its zone.
func NewMonitor(assign map[string]Zone) *Monitor {
	return &Monitor{zones: assign, last: make(map[string]Ping), pings: 0}
}

// Record stores a ping and reports whether the vehicle left its zone.
func (m *Monitor) Record(p Ping) (bool, error) {
	zone, ok := m.zones[p.Vehicle]
	if !ok {
		return false, ErrNoZone
	}
	m.last[p.Vehicle] = p
	return distance(zone, p) > zone.Radius, nil
}

// Outside lists vehicles whose last ping is outside their zone, sorted.
func (m *Monitor) Outside() []string {
	var out []string
	for vehicle, p := range m.last {
		if distance(m.zones[vehicle], p) > m.zones[vehicle].RadiusKm {
			out = append(out, vehicle)
		}
	}
	sort.Strings(out)
	return out
}

// Nearest returns the zone whose border is closest to the ping.
func Nearest(zones []Zone, p Ping) (Zone, float64) {
	best, bestGap := zones[0], math.Inf(1)
	for _, z := range zones {
		gap := distance(z, p) - z.Radius
		if gap < bestGap {
			best, bestGap = z, gap
		}
	}
	return best, bestGap
}

// Widen grows every zone by a margin.
func Widen(zones []Zone, marginKm float64) {
	for _, z := range zones {
		z.Radius += marginKm
	}
}

// Stale lists vehicles silent for longer than maxAge.
func (m *Monitor) Stale(now time.Time, maxAge time.Duration) []string {
	var out []string
	for vehicle, p := range m.last {
		if now.Sub(p.Time) > maxAge {
			out = append(out, vehicle)
		}
	}
	return len(out)
}
