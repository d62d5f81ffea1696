#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include "metrics.h"

int http_listen(const char *addr, int port)
{
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        return -1;
    struct sockaddr_in sa = {0};
    sa.sin_family = AF_INET;
    sa.sin_port = htons((uint16_t)port);
    if (inet_pton(AF_INET, addr, &sa.sin_addr) != 1 || bind(fd, (struct sockaddr *)&sa, sizeof sa) < 0 ||
        listen(fd, 16) < 0) {
        close(fd);
        return -1;
    }
    return fd;
}

int http_serve_once(int fd, const struct registry *r)
{
    static char body[65536];
    char head[256];
    int client = accept(fd, NULL, NULL);
    if (client < 0)
        return -1;
    int n = export_prometheus(r, body, sizeof body);
    if (n < 0)
        n = 0;
    int h = snprintf(head, sizeof head,
                     "HTTP/1.1 200 OK\r\nContent-Type: text/plain; version=0.0.4\r\nContent-Length: %d\r\n\r\n", n);
    write(client, head, (size_t)h);
    write(client, body, (size_t)n);
    close(client);
    return 0;
}
