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
#include "CSpawn.h"

// A child starts with the default signal dispositions and no signal blocked, whatever this
// process (the server ignores SIGPIPE) has set.
static int spawn_attributes(posix_spawnattr_t *attributes) {
  if (posix_spawnattr_init(attributes) != 0) return -1;
  sigset_t all, none;
  sigfillset(&all);
  sigemptyset(&none);
  posix_spawnattr_setsigdefault(attributes, &all);
  posix_spawnattr_setsigmask(attributes, &none);
  return posix_spawnattr_setflags(attributes, POSIX_SPAWN_SETSID | POSIX_SPAWN_SETSIGDEF |
                                                  POSIX_SPAWN_SETSIGMASK);
}

static int fail_with(int code) {
  errno = code;
  return -1;
}

int spawn_on_pty(const char *path, char *const argv[], char *const envp[], unsigned short rows,
                 unsigned short cols, int *primary, pid_t *pid) {
  int p = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
  if (p < 0) return -1;
  char name[128];
  if (grantpt(p) != 0 || unlockpt(p) != 0 || ptsname_r(p, name, sizeof name) != 0) {
    int saved = errno;
    close(p);
    return fail_with(saved);
  }
  // Held open (not as a controlling terminal) while the child starts, to set its modes.
  int s = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC);
  if (s < 0) {
    int saved = errno;
    close(p);
    return fail_with(saved);
  }
  struct termios modes;
  if (tcgetattr(s, &modes) == 0) {
    modes.c_iflag |= IUTF8;
    tcsetattr(s, TCSANOW, &modes);
  }
  pty_set_size(p, rows, cols);
  posix_spawnattr_t attributes;
  posix_spawn_file_actions_t actions;
  int result = spawn_attributes(&attributes);
  if (result == 0) result = posix_spawn_file_actions_init(&actions);
  // After setsid, opening the terminal without O_NOCTTY makes it the controlling one.
  if (result == 0) result = posix_spawn_file_actions_addopen(&actions, 0, name, O_RDWR, 0);
  if (result == 0) result = posix_spawn_file_actions_adddup2(&actions, 0, 1);
  if (result == 0) result = posix_spawn_file_actions_adddup2(&actions, 0, 2);
  // Nothing else of the server (its database, its sockets) reaches the child.
  if (result == 0) result = posix_spawn_file_actions_addclosefrom_np(&actions, 3);
  if (result == 0) result = posix_spawn(pid, path, &actions, &attributes, argv, envp);
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  close(s);
  if (result != 0) {
    close(p);
    return fail_with(result);
  }
  *primary = p;
  return 0;
}

int spawn_with_pipes(const char *path, char *const argv[], char *const envp[], int *input,
                     int *output, int *errors, pid_t *pid) {
  int in[2] = {-1, -1}, out[2] = {-1, -1}, err[2] = {-1, -1};
  int result = 0;
  if (pipe2(in, O_CLOEXEC) != 0 || pipe2(out, O_CLOEXEC) != 0 || pipe2(err, O_CLOEXEC) != 0) {
    result = errno;
  }
  posix_spawnattr_t attributes;
  posix_spawn_file_actions_t actions;
  if (result == 0 && spawn_attributes(&attributes) != 0) result = EINVAL;
  if (result == 0) {
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, in[0], 0);
    posix_spawn_file_actions_adddup2(&actions, out[1], 1);
    posix_spawn_file_actions_adddup2(&actions, err[1], 2);
    posix_spawn_file_actions_addclosefrom_np(&actions, 3);
    result = posix_spawn(pid, path, &actions, &attributes, argv, envp);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
  }
  int ours[] = {in[0], out[1], err[1]};
  for (int i = 0; i < 3; i++)
    if (ours[i] >= 0) close(ours[i]);
  if (result != 0) {
    int theirs[] = {in[1], out[0], err[0]};
    for (int i = 0; i < 3; i++)
      if (theirs[i] >= 0) close(theirs[i]);
    return fail_with(result);
  }
  *input = in[1];
  *output = out[0];
  *errors = err[0];
  return 0;
}

int pty_set_size(int primary, unsigned short rows, unsigned short cols) {
  struct winsize size = {.ws_row = rows, .ws_col = cols};
  return ioctl(primary, TIOCSWINSZ, &size);
}

int wait_child_exit(pid_t pid) {
  siginfo_t info;
  for (;;) {
    memset(&info, 0, sizeof info);
    if (waitid(P_PID, (id_t)pid, &info, WEXITED | WNOWAIT) == 0) return 0;
    if (errno != EINTR) return -1;
  }
}

int reap_child(pid_t pid) {
  int status = 0;
  while (waitpid(pid, &status, 0) < 0) {
    if (errno != EINTR) return 255;
  }
  if (WIFEXITED(status)) return WEXITSTATUS(status);
  if (WIFSIGNALED(status)) return 128 + WTERMSIG(status);
  return 255;
}
