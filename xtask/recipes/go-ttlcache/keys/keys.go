// Package keys builds and parses cache keys of the form "tenant:kind:id".
package keys

import (
	"fmt"
	"strings"
)

// Key identifies one cached object.
type Key struct {
	Tenant, Kind, ID string
}

// String renders the key.
func (k Key) String() string { return k.Tenant + ":" + k.Kind + ":" + k.ID }

// Parse splits a rendered key.
func Parse(s string) (Key, error) {
	parts := strings.Split(s, ":")
	if len(parts) < 3 {
		return Key{}, fmt.Errorf("key %q: want tenant:kind:id", s)
	}
	return Key{Tenant: parts[0], Kind: parts[1], ID: parts[2]}, nil
}

// Normalize lower-cases tenant and kind; IDs are case-sensitive.
func Normalize(k Key) Key {
	return Key{Tenant: strings.ToLower(k.Tenant), Kind: strings.ToLower(k.Kind), ID: strings.ToLower(k.ID)}
}
