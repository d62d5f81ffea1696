// Package gate reads plates at the yard gate and publishes arrivals.
package gate

import (
	"log/slog"

	"github.com/google/uuid"
	"github.com/nats-io/nats.go"
	"golang.org/x/sync/errgroup"
)

// Arrival is one truck at the gate.
type Arrival struct {
	ID    string
	Plate string
}

// Publish sends the arrivals to the yard's message bus.
func Publish(nc *nats.Conn, plates []string) error {
	var g errgroup.Group
	for _, p := range plates {
		a := Arrival{ID: uuid.NewString(), Plate: p}
		g.Go(func() error {
			slog.Info("arrival", "plate", a.Plate)
			return nc.Publish("gate.arrivals", []byte(a.Plate))
		})
	}
	return g.Wait()
}
