package keys

import "testing"

func TestParse(t *testing.T) {
	cases := map[string]struct {
		in      string
		want    Key
		wantErr bool
	}{
		"simple":          {in: "acme:user:42", want: Key{"acme", "user", "42"}},
		"too few parts":   {in: "acme:user", wantErr: true},
		"empty":           {in: "", wantErr: true},
		"colon in id":     {in: "acme:url:https://example.com", want: Key{"acme", "url", "https://example.com"}},
		"unicode tenant":  {in: "zürich:user:7", want: Key{"zürich", "user", "7"}},
	}
	for _, name := range []string{"simple", "too few parts", "empty", "colon in id", "unicode tenant"} {
		tc := cases[name]
		t.Run(name, func(t *testing.T) {
			got, err := Parse(tc.in)
			if (err != nil) != tc.wantErr {
				t.Fatalf("Parse(%q) error = %v, wantErr %v", tc.in, err, tc.wantErr)
			}
			if err == nil && got != tc.want {
				t.Errorf("Parse(%q) = %+v, want %+v", tc.in, got, tc.want)
			}
		})
	}
}

func TestRoundTrip(t *testing.T) {
	for _, s := range []string{"acme:user:42", "globex:order:A-17", "initech:report:q3"} {
		t.Run(s, func(t *testing.T) {
			k, err := Parse(s)
			if err != nil {
				t.Fatal(err)
			}
			if k.String() != s {
				t.Errorf("round trip of %q gave %q", s, k.String())
			}
		})
	}
}

func TestNormalize(t *testing.T) {
	t.Run("tenant and kind", func(t *testing.T) {
		got := Normalize(Key{"ACME", "User", "42"})
		if got.Tenant != "acme" || got.Kind != "user" {
			t.Errorf("Normalize = %+v", got)
		}
	})
	t.Run("id keeps its case", func(t *testing.T) {
		got := Normalize(Key{"acme", "order", "A-17"})
		if got.ID != "A-17" {
			t.Errorf("Normalize changed the id: got %q, want %q", got.ID, "A-17")
		}
	})
}

func TestValidTenant(t *testing.T) {
	valid := []string{"acme", "globex", "initech", "umbrella", "hooli", "soylent", "tyrell", "wonka",
		"stark", "wayne", "cyberdyne", "aperture", "massive-dynamic", "vandelay", "oscorp", "duff"}
	for _, tenant := range valid {
		t.Run(tenant, func(t *testing.T) {
			k, err := Parse(tenant + ":user:1")
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if Normalize(k).Tenant != tenant {
				t.Errorf("tenant %q not kept", tenant)
			}
		})
	}
}
