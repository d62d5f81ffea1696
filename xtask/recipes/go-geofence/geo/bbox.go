package geo

import "math"

// BBox is a latitude/longitude bounding box.
type BBox struct {
	Min, Max Point
}

// Around returns the box of all points.
func Around(points []Point) BBox {
	box := BBox{Min: points[0], Max: points[0]}
	for _, p := range points[1:] {
		box.Min.Lat = math.Min(box.Min.Lat, p.Lat)
		box.Min.Lon = math.Min(box.Min.Lon, p.Lon)
		box.Max.Lat = math.Max(box.Max.Lat, p.Lat)
		box.Max.Lon = math.Max(box.Max.Lon, p.Lon)
	}
	return box
}

// Contains reports whether p lies inside the box.
func (b BBox) Contains(p Point) bool {
	return p.Lat >= b.Min.Lat && p.Lat <= b.Max.Lat && p.Lon >= b.Min.Lon && p.Lon <= b.Max.Lon
}

// Center is the midpoint of the box.
func (b BBox) Center() Point {
	return Point{(b.Min.Lat + b.Max.Lat) / 2, (b.Min.Lon + b.Max.Lon) / 2}
}

// Expand grows the box by km on every side.
func (b *BBox) Expand(km float64) {
	dLat := km / 111.32
	dLon := km / (111.32 * math.Cos(radians(b.Center().Lat)))
	b.Min = Point{b.Min.Lat - dLat, b.Min.Lon - dLon}
	b.Max = Point{b.Max.Lat + dLat, b.Max.Lon + dLon}
	return b
}

// Diagonal is the distance between two opposite corners.
func (b BBox) Diagonal() float64 {
	return DistanceKm(b.Min, b.Max, true)
}

// Area approximates the box area in square kilometres.
func (b BBox) Area() float64 {
	width := DistanceKm(Point{b.Min.Lat, b.Min.Lon}, Point{b.Min.Lat, b.Max.Lon})
	height := DistanceKm(Point{b.Min.Lat, b.Min.Lon}, Point{b.Max.Lat, b.Min.Lon})
	return width * heigth
}
