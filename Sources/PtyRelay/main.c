// pty-relay: the least any front end between a terminal and a program can do. It runs the
// program on a pty of the terminal's size and copies bytes both ways, raw, as they come: no
// decoding, no emulator, no drawing. `dubeol-bench type` times vim through it beside vim alone
// and `dubeol type`: whatever it adds is the two ptys' cost, the floor under `dubeol type`.
//
//   pty-relay PROGRAM [ARGUMENT...]
#include <errno.h>
#include <poll.h>
#include <pty.h>
#include <stdio.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

// Writes all of `count` bytes (a pty takes them in pieces when its buffer is full).
static int write_all(int fd, const char *bytes, ssize_t count) {
  while (count > 0) {
    ssize_t n = write(fd, bytes, (size_t)count);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return -1;
    bytes += n;
    count -= n;
  }
  return 0;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: pty-relay PROGRAM [ARGUMENT...]\n");
    return 2;
  }
  struct winsize size = {.ws_row = 24, .ws_col = 80};
  ioctl(STDIN_FILENO, TIOCGWINSZ, &size);
  struct termios saved, raw;
  int isTerminal = tcgetattr(STDIN_FILENO, &saved) == 0;
  int primary;
  // The program's pty starts with the terminal's modes, as a shell's would.
  pid_t child = forkpty(&primary, NULL, isTerminal ? &saved : NULL, &size);
  if (child < 0) {
    perror("pty-relay: forkpty");
    return 1;
  }
  if (child == 0) {
    execvp(argv[1], argv + 1);
    perror("pty-relay: exec");
    _exit(127);
  }
  if (isTerminal) {
    raw = saved;
    cfmakeraw(&raw);
    tcsetattr(STDIN_FILENO, TCSANOW, &raw);
  }
  static char buffer[65536];
  struct pollfd fds[2] = {{STDIN_FILENO, POLLIN, 0}, {primary, POLLIN, 0}};
  for (;;) {
    if (poll(fds, 2, -1) < 0) {
      if (errno == EINTR) continue;
      break;
    }
    if (fds[0].revents & (POLLIN | POLLHUP)) {
      ssize_t n = read(STDIN_FILENO, buffer, sizeof buffer);
      if (n == 0 || (n < 0 && errno != EINTR)) break;
      if (n > 0 && write_all(primary, buffer, n) < 0) break;
    }
    // Output before the hang-up: a program's last bytes still reach the terminal.
    if (fds[1].revents & (POLLIN | POLLHUP | POLLERR)) {
      ssize_t n = read(primary, buffer, sizeof buffer);
      if (n == 0 || (n < 0 && errno != EINTR)) break;  // EIO: the program closed its side
      if (n > 0 && write_all(STDOUT_FILENO, buffer, n) < 0) break;
    }
  }
  if (isTerminal) tcsetattr(STDIN_FILENO, TCSANOW, &saved);
  close(primary);
  int status = 0;
  waitpid(child, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}
