// Package config parses rate-limit rules such as "api.search 20/s burst=40".
package config

import (
	"fmt"
	"strconv"
	"strings"
)

// Rule limits one route.
type Rule struct {
	Route string
	Rate  float64
	Per   string
	Burst int
}

// Parse reads one rule per non-blank, non-comment line.
func Parse(text string) ([]Rule, error) {
	var rules []Rule
	for n, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		rule, err := parseRule(line)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", n+1, err)
		}
		rules = append(rules, rule)
	}
	return rules, nil
}

func parseRule(line string) (Rule, error) {
	fields := strings.Fields(line)
	rate, per, ok := strings.Cut(fields[1], "/")
	if !ok {
		return Rule{}, fmt.Errorf("rate %q has no unit", fields[1])
	}
	r, err := strconv.ParseFloat(rate, 64)
	if err != nil {
		return Rule{}, fmt.Errorf("rate %q: %w", rate, err)
	}
	burst := int(r)
	if opt, found := strings.CutPrefix(fields[2], "burst="); found {
		if burst, err = strconv.Atoi(opt); err != nil {
			return Rule{}, fmt.Errorf("burst %q: %w", opt, err)
		}
	}
	return Rule{Route: fields[0], Rate: r, Per: per, Burst: burst}, nil
}
