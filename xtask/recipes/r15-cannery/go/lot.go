// Package cannery parses lot codes and encodes their check digits.
package cannery

import (
	"errors"
	"strconv"
	"strings"
)

// Lot is a parsed lot code LINE-DAY-SEQ.
type Lot struct {
	Line byte
	Day  int
	Seq  int
}

// ParseLot reads a code such as "N-212-0042".
func ParseLot(code string) (Lot, error) {
	parts := strings.Split(code, "-")
	if len(parts) != 3 || len(parts[0]) == 0 {
		return Lot{}, errors.New("lot: want LINE-DAY-SEQ")
	}
	day, err := strconv.Atoi(parts[1])
	if err != nil {
		return Lot{}, err
	}
	seq, err := strconv.Atoi(parts[2])
	if err != nil {
		return Lot{}, err
	}
	return Lot{Line: parts[0][0], Day: day, Seq: seq}, nil
}

// String formats the lot back; the day is padded to three digits.
func (l Lot) String() string {
	return string(l.Line) + "-" + pad(l.Day, 3) + "-" + pad(l.Seq, 4)
}

func pad(n, width int) string {
	s := strconv.Itoa(n)
	for len(s) < width {
		s = "0" + s
	}
	return s
}

// Checksum sums the code's bytes weighted by position.
func Checksum(code string) int {
	sum := 0
	for i := 0; i < len(code); i++ {
		sum += (i + 1) * int(code[i])
	}
	return sum % 97
}
