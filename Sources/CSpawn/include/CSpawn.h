#pragma once
#include <sys/types.h>

// Starting programs from a threaded process: posix_spawn only (fork + exec of Swift code is
// unsafe there), each child in a session of its own. Every descriptor these return is
// close-on-exec, so a child spawned at the same time by another thread inherits none of them.

// Starts `path` with `argv`/`envp` on a new pseudo-terminal of `rows`×`cols` (IUTF8 set), which
// becomes the child's controlling terminal and its stdin, stdout and stderr. On success returns
// 0 with *primary the dubeol side of the terminal and *pid the child; else -1 with errno set.
int spawn_on_pty(const char *path, char *const argv[], char *const envp[], unsigned short rows,
                 unsigned short cols, int *primary, pid_t *pid);

// Starts `path` with pipes for stdin (*input, to write), stdout (*output) and stderr (*errors).
// Returns 0, or -1 with errno set.
int spawn_with_pipes(const char *path, char *const argv[], char *const envp[], int *input,
                     int *output, int *errors, pid_t *pid);

// Tells the terminal (and so the program on it, by SIGWINCH) its new size. Returns ioctl's.
int pty_set_size(int primary, unsigned short rows, unsigned short cols);

// Waits until `pid` has exited without reaping it (the pid stays reserved, so a signal sent
// before `reap_child` can reach no other process). Returns 0, or -1 with errno set.
int wait_child_exit(pid_t pid);

// Reaps `pid` (after wait_child_exit): its exit status, or 128 + the signal that ended it.
int reap_child(pid_t pid);
