// Command dispatch assigns parcels to couriers through worker goroutines.
package main

import (
	"fmt"
	"sync"
)

type parcel struct {
	id    string
	grams int
}

type courier struct {
	name     string
	capacity int
	load     int
}

func worker(id int, in <-chan parcel, out chan<- string, couriers []*courier, mu *sync.Mutex, wg *sync.WaitGroup) {
	defer wg.Done()
	for p := range in {
		mu.Lock()
		assigned := false
		for _, c := range couriers {
			if c.load+p.grams <= c.capacity {
				c.load += p.grams
				out <- fmt.Sprintf("%s -> %s", p.id, c.name)
				assigned = true
				break
			}
		}
		if !assigned {
			out <- fmt.Sprintf("%s unassigned", p.id)
		}
		mu.Unlock()
	}
}

func main() {
	couriers := []*courier{{name: "ana", capacity: 5000}, {name: "ben", capacity: 3000}}
	parcels := make(chan parcel)
	results := make(chan string)
	var mu sync.Mutex
	var wg sync.WaitGroup
	for i := 0; i < 3; i++ {
		wg.Add(1)
		go worker(i, parcels, results, couriers, &mu, &wg)
	}
	for i := 0; i < 6; i++ {
		parcels <- parcel{id: fmt.Sprintf("P-%03d", i), grams: 900 * (i + 1)}
	}
	close(parcels)
	wg.Wait()
	close(results)
	for r := range results {
		fmt.Println(r)
	}
}
