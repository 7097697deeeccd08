#define _GNU_SOURCE 1
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <ncursesw/curses.h>
#include <langinfo.h>
#include <malloc.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>
#include <errno.h>
#include <fcntl.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <ncursesw/term.h>
#include "CNcurseswShim.h"

_Static_assert(sizeof(attr_t) == sizeof(uint32_t), "attr_t must be 32 bits");

uint32_t cnc_attr_bold(void) { return A_BOLD; }
uint32_t cnc_attr_dim(void) { return A_DIM; }
uint32_t cnc_attr_reverse(void) { return A_REVERSE; }
uint32_t cnc_attr_underline(void) { return A_UNDERLINE; }

// Removes the first occurrence of `part` from the capability `name` of the current terminal,
// in place (ncurses reads its own table, so the string is edited where it lies).
static void drop_from_capability(const char *name, const char *part) {
  char *s = tigetstr(name);
  if (s == NULL || s == (char *)-1) return;
  char *at = strstr(s, part);
  if (at) memmove(at, at + strlen(part), strlen(at + strlen(part)) + 1);
}

void cnc_drop_charset_switch(void) {
  drop_from_capability("sgr0", "\033(B");
  drop_from_capability("sgr", "%?%p9%t\033(0%e\033(B%;");
}

static volatile sig_atomic_t restore_armed = 0;
static volatile sig_atomic_t restore_fd = STDOUT_FILENO;
static volatile sig_atomic_t handlers_installed = 0;

// Leaves the alternate screen, turns bracketed paste and the mouse off and shows the cursor with raw writes as well, because endwin is
// not async-signal-safe and may be interrupted halfway.
static void restore_terminal(void) {
  if (!restore_armed) return;
  restore_armed = 0;
  endwin();
  static const char reset[] =
      "\033[?2004l\033[?1006l\033[?1000l\033[?1002l\033[?1003l\033[0m\033[?25h";
  (void)!write(restore_fd, reset, sizeof(reset) - 1);
}

static void on_signal(int sig) {
  restore_terminal();
  _exit(128 + sig);
}

// Crashes: restore the terminal, then let the previous handler (the Swift runtime's
// backtracer) or the default action run, so the report lands on a normal screen.
static const int crash_signals[] = {SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE};
#define CRASH_SIGNAL_COUNT (sizeof crash_signals / sizeof crash_signals[0])
static struct sigaction previous_crash_actions[CRASH_SIGNAL_COUNT];

static void on_crash(int sig, siginfo_t *info, void *context) {
  restore_terminal();
  for (size_t i = 0; i < CRASH_SIGNAL_COUNT; i++) {
    if (crash_signals[i] != sig) continue;
    struct sigaction *old = &previous_crash_actions[i];
    if ((old->sa_flags & SA_SIGINFO) && old->sa_sigaction != NULL) {
      old->sa_sigaction(sig, info, context);
      return;
    }
    if (!(old->sa_flags & SA_SIGINFO) && old->sa_handler != SIG_DFL && old->sa_handler != SIG_IGN) {
      old->sa_handler(sig);
      return;
    }
  }
  signal(sig, SIG_DFL);
  raise(sig);
}

static void on_exit_hook(void) { restore_terminal(); }

void cnc_install_restore_handlers(void) {
  if (handlers_installed) return;
  handlers_installed = 1;
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_signal;
  sigemptyset(&sa.sa_mask);
  int signals[] = {SIGTERM, SIGINT, SIGHUP, SIGQUIT};
  for (size_t i = 0; i < sizeof signals / sizeof signals[0]; i++) sigaction(signals[i], &sa, NULL);
  struct sigaction crash;
  memset(&crash, 0, sizeof crash);
  crash.sa_sigaction = on_crash;
  crash.sa_flags = SA_SIGINFO | SA_NODEFER | SA_ONSTACK;
  sigemptyset(&crash.sa_mask);
  for (size_t i = 0; i < CRASH_SIGNAL_COUNT; i++) {
    sigaction(crash_signals[i], &crash, &previous_crash_actions[i]);
  }
  atexit(on_exit_hook);
}

void cnc_arm_restore(int fd) {
  restore_fd = fd;
  restore_armed = 1;
}

void cnc_disarm_restore(void) { restore_armed = 0; }

int cnc_wcwidth(uint32_t scalar) { return wcwidth((wchar_t)scalar); }

bool cnc_locale_is_utf8(void) {
  const char *codeset = nl_langinfo(CODESET);
  return codeset != NULL && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}

int cnc_get_window_size(int fd, int *cols, int *rows) {
  struct winsize ws;
  memset(&ws, 0, sizeof ws);
  if (ioctl(fd, TIOCGWINSZ, &ws) != 0) return -1;
  *cols = ws.ws_col;
  *rows = ws.ws_row;
  return 0;
}

int cnc_get_pixel_size(int fd, int *width, int *height) {
  struct winsize ws;
  memset(&ws, 0, sizeof ws);
  if (ioctl(fd, TIOCGWINSZ, &ws) != 0 || ws.ws_xpixel == 0 || ws.ws_ypixel == 0) return -1;
  *width = ws.ws_xpixel;
  *height = ws.ws_ypixel;
  return 0;
}

static volatile sig_atomic_t resize_fd = -1;

static void on_resize(int sig) {
  (void)sig;
  int saved = errno;
  if (resize_fd >= 0) {
    char byte = 1;
    (void)!write(resize_fd, &byte, 1);
  }
  errno = saved;
}

// A handler that interrupts no system call for good (SA_RESTART), blocking nothing else.
static void install_handler(int sig, void (*handler)(int)) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = handler;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = SA_RESTART;
  sigaction(sig, &sa, NULL);
}

void cnc_watch_resize(int fd) {
  resize_fd = fd;
  if (fd >= 0) install_handler(SIGWINCH, on_resize);
}

void cnc_release_free_memory(void) { malloc_trim(0); }

// Suspending (SIGTSTP: `kill -TSTP`; raw mode makes ^Z a key) is done by the backend's loop,
// not in a signal handler: the handler only asks. With a handler of the program's own in
// place, ncurses leaves SIGTSTP alone, where its own handling set SIGTSTP twice per refresh.
static volatile sig_atomic_t suspend_fd = -1;
static volatile sig_atomic_t suspend_asked = 0;

static void on_suspend(int sig) {
  (void)sig;
  int saved = errno;
  suspend_asked = 1;
  if (suspend_fd >= 0) {
    char byte = 1;
    (void)!write(suspend_fd, &byte, 1);
  }
  errno = saved;
}


void cnc_watch_suspend(int fd) {
  suspend_fd = fd;
  struct sigaction current;
  if (sigaction(SIGTSTP, NULL, &current) != 0) return;
  if (fd < 0) {
    // The terminal is given back: a suspend from now on is the default one.
    if (current.sa_handler == on_suspend) install_handler(SIGTSTP, SIG_DFL);
    return;
  }
  // A program started with SIGTSTP ignored (no job control) is never suspended.
  if (current.sa_handler == SIG_IGN) return;
  install_handler(SIGTSTP, on_suspend);
}

bool cnc_take_suspend_request(void) {
  if (!suspend_asked) return false;
  suspend_asked = 0;
  return true;
}

void cnc_stop_until_continued(void) {
  install_handler(SIGTSTP, SIG_DFL);
  sigset_t tstp, old;
  sigemptyset(&tstp);
  sigaddset(&tstp, SIGTSTP);
  sigprocmask(SIG_UNBLOCK, &tstp, &old);
  raise(SIGTSTP);  // the process stops here until SIGCONT
  sigprocmask(SIG_SETMASK, &old, NULL);
  install_handler(SIGTSTP, on_suspend);
}
