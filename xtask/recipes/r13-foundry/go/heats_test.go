package foundry

import "testing"

func TestAssign(t *testing.T) {
	l := NewLadle("L2", 90)
	if err := l.Assign(7101, 82.5, "s355"); err != nil {
		t.Fatal(err)
	}
	if err := l.Assign(7102, 79.0, "s460"); err == nil {
		t.Fatal("expected overflow")
	}
}

func TestScrapRate(t *testing.T) {
	if r := ScrapRate(3, 60); r != 0.05 {
		t.Fatalf("rate %v", r)
	}
}
