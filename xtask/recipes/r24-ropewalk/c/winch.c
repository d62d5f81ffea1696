/* Reads 160 spool files (a few missing), then connects to the winch controller: four attempts on
 * the main socket are refused, the fifth, on the fallback path, finds no socket at all. */
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

static int try_connect(const char *path)
{
    struct sockaddr_un addr;
    int fd = socket(AF_UNIX, SOCK_STREAM, 0);
    memset(&addr, 0, sizeof addr);
    addr.sun_family = AF_UNIX;
    strncpy(addr.sun_path, path, sizeof addr.sun_path - 1);
    int rc = connect(fd, (struct sockaddr *)&addr, sizeof addr);
    close(fd);
    return rc;
}

int main(void)
{
    char name[64];
    int found = 0;
    for (int i = 1; i <= 160; i++) {
        snprintf(name, sizeof name, "spools/s-%03d.cfg", i);
        int fd = open(name, O_RDONLY);
        if (fd >= 0) {
            found++;
            close(fd);
        }
    }
    printf("spool files: %d of 160\n", found);
    for (int attempt = 1; attempt <= 5; attempt++) {
        const char *path = attempt < 5 ? "winch.sock" : "run/winch-fallback.sock";
        if (try_connect(path) == 0) {
            printf("connected on attempt %d\n", attempt);
            return 0;
        }
        perror(path);
    }
    fprintf(stderr, "winch controller unreachable after 5 attempts\n");
    return 1;
}
