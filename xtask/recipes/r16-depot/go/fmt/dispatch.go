// Package dispatch sends trucks from the gate to their lanes.
package dispatch

import (
    "fmt"
    "time"
)

type Truck struct {
    Plate string
    Arrived time.Time
    Lane int
}

func Dispatch(trucks []Truck, now time.Time) []string {
    var out []string
    for _, t := range trucks {
        wait := now.Sub(t.Arrived)
        if wait > 45*time.Minute {
            out = append(out, fmt.Sprintf("%s waited %s: priority", t.Plate, wait))
        } else {
            out = append(out, fmt.Sprintf("%s -> lane %d", t.Plate, t.Lane))
        }
    }
    return out
}

func Priority(t Truck, now time.Time) bool { return now.Sub(t.Arrived) > 45*time.Minute }
