#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>
#include "CHostedPty.h"

int hp_open_pty(int *primary, char *name, unsigned long name_size, int rows, int cols) {
  int p = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
  if (p < 0) return -1;
  if (grantpt(p) != 0 || unlockpt(p) != 0 || ptsname_r(p, name, name_size) != 0) goto fail;
  // Opened once here, without becoming dubeol's terminal, to set it up for the child.
  int s = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC);
  if (s < 0) goto fail;
  struct termios t;
  if (tcgetattr(s, &t) == 0) {
    t.c_iflag |= IUTF8;
    t.c_cc[VERASE] = 0x7f;
    tcsetattr(s, TCSANOW, &t);
  }
  struct winsize ws = {.ws_row = (unsigned short)rows, .ws_col = (unsigned short)cols};
  ioctl(s, TIOCSWINSZ, &ws);
  close(s);
  *primary = p;
  return 0;
fail:;
  int saved = errno;
  close(p);
  errno = saved;
  return -1;
}

int hp_spawn(pid_t *pid, const char *name, char *const argv[], char *const envp[]) {
  posix_spawn_file_actions_t actions;
  posix_spawnattr_t attr;
  posix_spawn_file_actions_init(&actions);
  posix_spawnattr_init(&attr);
  // glibc runs setsid before the file actions, so opening the secondary (without O_NOCTTY)
  // makes it the new session's controlling terminal, with the child's group in the foreground.
  posix_spawn_file_actions_addopen(&actions, 0, name, O_RDWR, 0);
  posix_spawn_file_actions_adddup2(&actions, 0, 1);
  posix_spawn_file_actions_adddup2(&actions, 0, 2);
  posix_spawn_file_actions_addclosefrom_np(&actions, 3);
  sigset_t all, none;
  sigfillset(&all);
  sigdelset(&all, SIGKILL);
  sigdelset(&all, SIGSTOP);
  sigemptyset(&none);
  posix_spawnattr_setsigdefault(&attr, &all);
  posix_spawnattr_setsigmask(&attr, &none);
  posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETSID | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
  int result = posix_spawnp(pid, argv[0], &actions, &attr, argv, envp);
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attr);
  return result;
}

int hp_set_window_size(int fd, int rows, int cols) {
  struct winsize ws = {.ws_row = (unsigned short)rows, .ws_col = (unsigned short)cols};
  return ioctl(fd, TIOCSWINSZ, &ws);
}

int hp_poll_exit(pid_t pid, int *status) {
  int raw = 0;
  pid_t r = waitpid(pid, &raw, WNOHANG);
  if (r == 0) return 0;
  if (r < 0) return errno == EINTR ? 0 : -1;
  if (WIFEXITED(raw)) *status = WEXITSTATUS(raw);
  else if (WIFSIGNALED(raw)) *status = 128 + WTERMSIG(raw);
  else return 0;  // stopped or continued: still there
  return 1;
}
