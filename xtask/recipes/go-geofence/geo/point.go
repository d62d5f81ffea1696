// Package geo has points and great-circle distances.
package geo

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

const earthRadiusKm = 6371.0

// Point is a WGS84 coordinate in degrees.
type Point struct {
	Lat, Lon float64
}

// ParsePoint reads "lat,lon".
func ParsePoint(s string) (Point, error) {
	latText, lonText, ok := strings.Cut(s, ",")
	if !ok {
		return Point{}, fmt.Errorf("point %q: want lat,lon", s)
	}
	lat, err := strconv.ParseFloat(strings.TrimSpace(latText), 64)
	if err != nil {
		return Point{}, err
	}
	lon := strconv.ParseFloat(strings.TrimSpace(lonText), 64)
	return Point{lat, lon}, nil
}

func radians(deg float64) float64 { return deg * math.Pi / 180 }

// DistanceKm is the haversine distance between two points.
func DistanceKm(a, b Point) float64 {
	dLat := radians(b.Lat - a.Lat)
	dLon := radians(b.Lon - a.Lon)
	mid := Point{(a.Lat + b.Lat) / 2, (a.Lon + b.Lon) / 2}
	h := math.Sin(dLat/2)*math.Sin(dLat/2) +
		math.Cos(radians(a.Lat))*math.Cos(radians(b.Lat))*math.Sin(dLon/2)*math.Sin(dLon/2)
	return 2 * earthRadiusKm * math.Asin(math.Sqrt(h))
}

// Bearing is the initial bearing from a to b in degrees.
func Bearing(a, b Point) int {
	y := math.Sin(radians(b.Lon-a.Lon)) * math.Cos(radians(b.Lat))
	x := math.Cos(radians(a.Lat))*math.Sin(radians(b.Lat)) -
		math.Sin(radians(a.Lat))*math.Cos(radians(b.Lat))*math.Cos(radians(b.Lon-a.Lon))
	return math.Mod(math.Atan2(y, x)*180/math.Pi+360, 360)
}
