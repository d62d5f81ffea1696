package fence

import "math"

// distance is a flat-earth approximation, good enough inside a city.
func distance(z Zone, p Ping) float64 {
	const kmPerDegree = 111.32
	dx := (p.Lon - z.CenterLon) * kmPerDegree * math.Cos(z.CenterLat*math.Pi/180)
	dy := (p.Lat - z.CenterLat) * kmPerDegree
	return math.Hypot(dx, dy)
}
