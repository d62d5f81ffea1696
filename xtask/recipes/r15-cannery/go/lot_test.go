package cannery

import "testing"

// FuzzRoundTrip checks that a parsed lot formats back to the same code.
func FuzzRoundTrip(f *testing.F) {
	f.Add("N-212-0042")
	f.Add("S-001-9999")
	f.Fuzz(func(t *testing.T, code string) {
		lot, err := ParseLot(code)
		if err != nil {
			return
		}
		if got := lot.String(); got != code {
			t.Errorf("round trip of %q gave %q", code, got)
		}
	})
}

func BenchmarkParseLot(b *testing.B) {
	for i := 0; i < b.N; i++ {
		_, _ = ParseLot("N-212-0042")
	}
}

func BenchmarkString(b *testing.B) {
	lot := Lot{Line: 'N', Day: 212, Seq: 42}
	for i := 0; i < b.N; i++ {
		_ = lot.String()
	}
}

func BenchmarkChecksum(b *testing.B) {
	for i := 0; i < b.N; i++ {
		_ = Checksum("N-212-0042")
	}
}
