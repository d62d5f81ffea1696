package lanes

import (
	"fmt"
	"testing"
)

func plates() []string {
	var out []string
	for _, carrier := range []string{"NRD", "BAL", "KST", "VAL"} {
		for n := 101; n <= 175; n++ {
			out = append(out, fmt.Sprintf("%s-%d", carrier, n))
		}
		if carrier == "BAL" {
			out = append(out, "KST-207")
		}
	}
	return out
}

func TestLaneInRange(t *testing.T) {
	for _, plate := range plates() {
		t.Run(plate, func(t *testing.T) {
			if lane := Lane(plate); lane < 1 || lane > 12 {
				t.Errorf("Lane(%q) = %d, want 1..12", plate, lane)
			}
		})
	}
}

func BenchmarkSchedule(b *testing.B) {
	p := plates()
	for i := 0; i < b.N; i++ {
		Schedule(p, 20)
	}
}
