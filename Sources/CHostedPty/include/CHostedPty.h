#pragma once
#include <sys/types.h>

// Opens a pseudo-terminal for a hosted program: *primary (close-on-exec) is dubeol's side;
// the secondary's name is written to `name` (size `name_size`). The secondary gets the
// kernel's default line settings plus IUTF8 (the line discipline's erase then removes a whole
// UTF-8 character) and the window size `cols` × `rows`. Returns 0, or -1 with errno set.
int hp_open_pty(int *primary, char *name, unsigned long name_size, int rows, int cols);

// Starts `argv[0]` (looked up in PATH when it has no slash) in a new session whose controlling
// terminal is the pty secondary `name`, as its stdin, stdout and stderr; every other
// descriptor is closed and every signal has its default action and is unblocked. `envp` is
// its environment. posix_spawn, not fork: dubeol has threads. Returns 0 and sets *pid, or an
// errno value (ENOENT: not found; EACCES, ENOEXEC: not executable).
int hp_spawn(pid_t *pid, const char *name, char *const argv[], char *const envp[]);

// Sets the window size of the terminal open on fd (the program gets SIGWINCH).
int hp_set_window_size(int fd, int rows, int cols);

// waitpid without blocking: 1 and the shell's exit status (the code, or 128 + the signal)
// once the child has ended, 0 while it runs, -1 on error.
int hp_poll_exit(pid_t pid, int *status);
