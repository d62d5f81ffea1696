/* Opens one log per grower batch and closes all but the ledger it re-opens for the audit. */
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static int open_batch(const char *name)
{
    return open(name, O_WRONLY | O_CREAT | O_TRUNC, 0644);
}

static int open_ledger_for_audit(const char *path)
{
    int fd = open(path, O_RDONLY);
    return fd;
}

int main(void)
{
    char name[64];
    for (int i = 1; i <= 40; i++) {
        snprintf(name, sizeof name, "batch-%02d.log", i);
        int fd = open_batch(name);
        if (fd < 0)
            return 1;
        dprintf(fd, "batch %d weighed\n", i);
        close(fd);
    }
    int audit = open_ledger_for_audit("batch-17.log");
    if (audit < 0)
        return 1;
    char buf[32];
    ssize_t n = read(audit, buf, sizeof buf - 1);
    buf[n > 0 ? n : 0] = '\0';
    printf("audited: %s", buf);
    return 0;
}
