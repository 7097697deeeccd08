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
#include "CPty.h"

int pty_open(int *primary, char *name, size_t name_size, unsigned short rows,
             unsigned short cols) {
  int p = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
  if (p < 0) return errno;
  int result = 0;
  if (grantpt(p) != 0 || unlockpt(p) != 0) result = errno;
  if (result == 0) result = ptsname_r(p, name, name_size);
  // Opened once here, without becoming our controlling terminal, to set it up for the child.
  int s = result == 0 ? open(name, O_RDWR | O_NOCTTY | O_CLOEXEC) : -1;
  if (result == 0 && s < 0) result = errno;
  if (result != 0) {
    close(p);
    return result;
  }
  struct termios modes;
  if (tcgetattr(s, &modes) == 0) {
    modes.c_iflag |= IUTF8;
    modes.c_cc[VERASE] = 0x7f;
    tcsetattr(s, TCSANOW, &modes);
  }
  close(s);
  pty_set_size(p, rows, cols);
  *primary = p;
  return 0;
}

// posix_spawnp with the file actions given: a session of its own, default signals, nothing
// blocked, and every descriptor from 3 on closed (nothing of the server, its database or its
// sockets, reaches the child).
static int spawn(pid_t *pid, posix_spawn_file_actions_t *actions, char *const argv[],
                 char *const envp[]) {
  posix_spawnattr_t attributes;
  int result = posix_spawnattr_init(&attributes);
  if (result != 0) return result;
  sigset_t all, none;
  sigfillset(&all);
  sigdelset(&all, SIGKILL);
  sigdelset(&all, SIGSTOP);
  sigemptyset(&none);
  posix_spawnattr_setsigdefault(&attributes, &all);
  posix_spawnattr_setsigmask(&attributes, &none);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSID | POSIX_SPAWN_SETSIGDEF |
                                            POSIX_SPAWN_SETSIGMASK);
  result = posix_spawn_file_actions_addclosefrom_np(actions, 3);
  if (result == 0) result = posix_spawnp(pid, argv[0], actions, &attributes, argv, envp);
  posix_spawnattr_destroy(&attributes);
  return result;
}

int pty_spawn(pid_t *pid, const char *name, char *const argv[], char *const envp[]) {
  posix_spawn_file_actions_t actions;
  int result = posix_spawn_file_actions_init(&actions);
  if (result != 0) return result;
  // glibc runs setsid before the file actions, so opening the secondary (without O_NOCTTY)
  // makes it the new session's controlling terminal.
  result = posix_spawn_file_actions_addopen(&actions, 0, name, O_RDWR, 0);
  if (result == 0) result = posix_spawn_file_actions_adddup2(&actions, 0, 1);
  if (result == 0) result = posix_spawn_file_actions_adddup2(&actions, 0, 2);
  if (result == 0) result = spawn(pid, &actions, argv, envp);
  posix_spawn_file_actions_destroy(&actions);
  return result;
}

int pipes_spawn(pid_t *pid, int *input, int *output, int *errors, char *const argv[],
                char *const envp[]) {
  int in[2] = {-1, -1}, out[2] = {-1, -1}, err[2] = {-1, -1};
  int result = 0;
  if (pipe2(in, O_CLOEXEC) != 0 || pipe2(out, O_CLOEXEC) != 0 || pipe2(err, O_CLOEXEC) != 0)
    result = errno;
  posix_spawn_file_actions_t actions;
  if (result == 0) result = posix_spawn_file_actions_init(&actions);
  if (result == 0) {
    result = posix_spawn_file_actions_adddup2(&actions, in[0], 0);
    if (result == 0) result = posix_spawn_file_actions_adddup2(&actions, out[1], 1);
    if (result == 0) result = posix_spawn_file_actions_adddup2(&actions, err[1], 2);
    if (result == 0) result = spawn(pid, &actions, argv, envp);
    posix_spawn_file_actions_destroy(&actions);
  }
  int theirs[] = {in[0], out[1], err[1]}, ours[] = {in[1], out[0], err[0]};
  for (int i = 0; i < 3; i++) {
    if (theirs[i] >= 0) close(theirs[i]);
    if (result != 0 && ours[i] >= 0) close(ours[i]);
  }
  if (result != 0) return result;
  *input = in[1];
  *output = out[0];
  *errors = err[0];
  return 0;
}

int pty_set_size(int fd, unsigned short rows, unsigned short cols) {
  struct winsize size = {.ws_row = rows, .ws_col = cols};
  return ioctl(fd, TIOCSWINSZ, &size) == 0 ? 0 : errno;
}

int child_has_exited(pid_t pid, int wait, int *exited) {
  for (;;) {
    siginfo_t info;
    memset(&info, 0, sizeof info);
    if (waitid(P_PID, (id_t)pid, &info, WEXITED | WNOWAIT | (wait ? 0 : WNOHANG)) == 0) {
      // With WNOHANG and nothing to report, waitid leaves si_pid zero.
      *exited = info.si_pid != 0;
      return 0;
    }
    if (errno != EINTR) return errno;
  }
}

int child_reap(pid_t pid, int *status) {
  int raw = 0;
  while (waitpid(pid, &raw, 0) < 0) {
    if (errno != EINTR) return errno;
  }
  if (WIFEXITED(raw)) *status = WEXITSTATUS(raw);
  else if (WIFSIGNALED(raw)) *status = 128 + WTERMSIG(raw);
  else *status = 255;
  return 0;
}
