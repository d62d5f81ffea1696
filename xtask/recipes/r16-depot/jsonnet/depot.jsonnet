// The depot service's generated configuration.
local carriers = import 'lib/carriers.libsonnet';

local all = [
  carriers.carrier('NRD', 'Nordfrakt'),
  carriers.carrier('BAL', 'Baltic Haul', { retries: 5 }),
  carriers.carrier('KST', 'Kustlinjen', { retries: 0 }),
];

{
  service: 'depot-sync',
  carriers: {
    [c.code]: c { schedule: carriers.backoff(c) }
    for c in all
  },
}
