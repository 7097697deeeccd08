#define _XOPEN_SOURCE 600
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>
#include "CPseudoTerminal.h"

int test_open_pty(int *primary, int *secondary) {
  int p = posix_openpt(O_RDWR | O_NOCTTY);
  if (p < 0) return -1;
  const char *name = (grantpt(p) == 0 && unlockpt(p) == 0) ? ptsname(p) : NULL;
  int s = name ? open(name, O_RDWR | O_NOCTTY) : -1;
  if (s < 0) {
    int saved = errno;
    close(p);
    errno = saved;
    return -1;
  }
  fcntl(p, F_SETFD, FD_CLOEXEC);
  fcntl(s, F_SETFD, FD_CLOEXEC);
  *primary = p;
  *secondary = s;
  return 0;
}
