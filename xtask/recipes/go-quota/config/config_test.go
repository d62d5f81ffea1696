package config

import "testing"

func TestParseFullRule(t *testing.T) {
	rules, err := Parse("api.search 20/s burst=40\n")
	if err != nil {
		t.Fatal(err)
	}
	if len(rules) != 1 || rules[0].Burst != 40 || rules[0].Rate != 20 {
		t.Errorf("Parse = %+v", rules)
	}
}

func TestParseSkipsComments(t *testing.T) {
	rules, err := Parse("# limits\n\napi.upload 2/m burst=2\n")
	if err != nil || len(rules) != 1 {
		t.Errorf("Parse = %+v, %v", rules, err)
	}
}

func TestParseDefaultBurst(t *testing.T) {
	rules, err := Parse("api.login 5/m\napi.search 20/s burst=40\n")
	if err != nil {
		t.Fatal(err)
	}
	if rules[0].Burst != 5 {
		t.Errorf("default burst = %d, want the rate 5", rules[0].Burst)
	}
}

func TestParseRejectsMissingUnit(t *testing.T) {
	if _, err := Parse("api.login 5 burst=5"); err == nil {
		t.Error("Parse accepted a rate without a unit")
	}
}
