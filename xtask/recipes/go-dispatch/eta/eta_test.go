package eta

import (
	"testing"
	"time"
)

func TestDurationRoundsUp(t *testing.T) {
	got := Duration(Leg{Km: 10, Kmh: 45})
	if got != 14*time.Minute {
		t.Errorf("Duration(10km @45) = %v, want 14m0s", got)
	}
}

func TestTotalCountsStopsBetweenLegs(t *testing.T) {
	legs := []Leg{{Km: 30, Kmh: 60}, {Km: 30, Kmh: 60}, {Km: 30, Kmh: 60}}
	got := Total(legs, 5*time.Minute)
	if want := 100 * time.Minute; got != want {
		t.Errorf("Total = %v, want %v (3 legs, 2 stops)", got, want)
	}
}

func TestArrival(t *testing.T) {
	start := time.Date(2024, 3, 4, 8, 0, 0, 0, time.UTC)
	if got := Arrival(start, []Leg{{Km: 60, Kmh: 60}}, 0); got != "09:00" {
		t.Errorf("Arrival = %s, want 09:00", got)
	}
}

func TestParseLeg(t *testing.T) {
	cases := []struct {
		in   string
		want Leg
	}{
		{"Depot>Mitte 12.5km @40", Leg{From: "Depot", To: "Mitte", Km: 12.5, Kmh: 40}},
		{"Mitte>Wedding 4km @25", Leg{From: "Mitte", To: "Wedding", Km: 4, Kmh: 25}},
		{"Wedding > Pankow 6km @30", Leg{From: "Wedding", To: "Pankow", Km: 6, Kmh: 30}},
	}
	for _, c := range cases {
		t.Run(c.in, func(t *testing.T) {
			got, err := ParseLeg(c.in)
			if err != nil {
				t.Fatalf("ParseLeg(%q) error: %v", c.in, err)
			}
			if got != c.want {
				t.Errorf("ParseLeg(%q) = %+v, want %+v", c.in, got, c.want)
			}
		})
	}
}

func TestZeroSpeed(t *testing.T) {
	d := Duration(Leg{Km: 5, Kmh: 0})
	if d < 0 {
		t.Errorf("Duration at 0 km/h = %v, want an error or a large value", d)
	}
}
