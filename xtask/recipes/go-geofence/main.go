// Command geofence reads pings from stdin and prints vehicles outside their zones.
package main

import (
	"bufio"
	"fmt"
	"os"
	"strings"

	"example.com/geofence/fence"
)

func main() {
	depot := fence.Zone{Name: "north", CenterLat: 52.55, CenterLon: 13.38, RadiusKm: 8}
	m := fence.NewMonitor(map[string]fence.Zone{"van-1": depot, "van-2": depot})
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) != 3 {
			continue
		}
		fmt.Println(fields)
	}
	for _, v := range m.Outside() {
		fmt.Println("outside:", v)
	}
}
