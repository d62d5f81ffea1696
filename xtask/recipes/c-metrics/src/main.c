#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "metrics.h"

static void record_request(double seconds, int status)
{
    counter_add(registry_get(&g_registry, "http_requests_total", METRIC_COUNTER), 1);
    if (status >= 500)
        counter_add(registry_get(&g_registry, "http_errors_total", METRIC_COUNTER), 1);
    histogram_observe(registry_get(&g_registry, "http_request_seconds", METRIC_HISTOGRAM), seconds);
}

int main(int argc, char **argv)
{
    const char *addr = argc > 1 ? argv[1] : "127.0.0.1";
    int port = argc > 2 ? atoi(argv[2]) : 9102;
    registry_init(&g_registry);
    load_config("/etc/metricsd.conf", &g_registry);
    record_request(0.012, 200);
    record_request(0.300, 503);
    gauge_set(registry_get(&g_registry, "metricsd_up", METRIC_GAUGE), 1);
    int fd = http_listen(addr, port);
    if (fd < 0) {
        perror("metricsd: listen");
        return 1;
    }
    fprintf(stderr, "metricsd %s listening on %s:%d\n", metrics_version, addr, port);
    for (;;)
        http_serve_once(fd, &g_registry);
}
