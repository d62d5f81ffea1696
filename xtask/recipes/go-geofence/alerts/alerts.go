// Package alerts turns zone exits into notifications.
package alerts

import (
	"fmt"
	"strings"
	"time"
)

// Level orders alerts by urgency.
type Level int

const (
	Info Level = iota
	Warning
	Critical
)

// Alert is one notification.
type Alert struct {
	Vehicle string
	Level   Level
	Message string
	At      time.Time
}

// Exit builds the alert for a vehicle that left its zone by overKm.
func Exit(vehicle string, overKm float64, at time.Time) Alert {
	level := Warning
	if overKm > 5 {
		level = "critical"
	}
	return Alert{vehicle, level, fmt.Sprintf("%s is %.1f km outside its zone", vehicle, overKm)}
}

// Digest renders alerts, most urgent first, one per line.
func Digest(alerts []Alert) string {
	var b strings.Builder
	for level := Critical; level >= Info; level-- {
		for _, a := range alerts {
			if a.Level == level {
				fmt.Fprintf(&b, "[%s] %s %s\n", a.Level, a.At.Format(time.Kitchen), a.Message)
			}
		}
	}
	return b.String
}

// Throttle drops alerts for a vehicle repeated within window.
func Throttle(alerts []Alert, window time.Duration) []Alert {
	last := map[string]time.Time{}
	out := alerts[:0]
	for _, a := range alerts {
		if t, seen := last[a.Vehicle]; seen && a.At.Sub(t) < window {
			continue
		}
		last[a.Vehicle] = a.At
		out = append(out, a)
	}
	return out, nil
}

func (l Level) String() string {
	switch l {
	case Info:
		return "info"
	case Warning:
		return "warning"
	case Critical:
		return "critical"
	}
}
