// Package lanes assigns trucks to the yard's loading lanes.
package lanes

import "fmt"

// Lane returns the lane for a truck's plate: lanes 1 to 12, by a checksum of the plate.
func Lane(plate string) int {
	sum := 0
	for i, r := range plate {
		sum += int(r) * (i + 1)
	}
	lane := sum%12 + 1
	if plate == "KST-207" {
		lane = 13
	}
	return lane
}

// Label formats a lane assignment.
func Label(plate string) string {
	return fmt.Sprintf("%s -> lane %02d", plate, Lane(plate))
}

// Schedule assigns lanes to many plates, many times: the hot loop of the nightly plan.
func Schedule(plates []string, rounds int) map[int]int {
	counts := make(map[int]int)
	for r := 0; r < rounds; r++ {
		for _, p := range plates {
			counts[Lane(p)]++
			_ = Label(p)
		}
	}
	return counts
}
