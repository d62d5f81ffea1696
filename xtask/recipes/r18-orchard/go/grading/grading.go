// Package grading sorts apples into classes by diameter and blemish area and prints crate labels.
package grading

import (
	"fmt"
	"strings"
)

// Class is an EU marketing class.
type Class int

const (
	Extra Class = iota
	ClassI
	ClassII
	Juice
)

func (c Class) String() string {
	return [...]string{"Extra", "Class I", "Class II", "Juice"}[c]
}

// Grade classes one apple: diameter in millimetres, blemish area in square centimetres.
func Grade(diameterMM int, blemishCM2 float64) Class {
	switch {
	case diameterMM >= 70 && blemishCM2 <= 0.25:
		return Extra
	case diameterMM >= 65 && blemishCM2 <= 1.0:
		return ClassI
	case diameterMM >= 60 && blemishCM2 < 2.5:
		return ClassII
	}
	return Juice
}

// Label is the text printed on a crate of n apples of one variety and class.
func Label(variety string, c Class, n int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n", strings.ToUpper(variety))
	fmt.Fprintf(&b, "class: %v\n", c)
	fmt.Fprintf(&b, "count: %d\n", n)
	fmt.Fprintf(&b, "origin: UK")
	return b.String()
}
