#pragma once
#include <stddef.h>
#include <sys/types.h>

// A program started from a threaded process (dubeol type, dubeol serve --ssh): posix_spawn
// only (fork + exec of Swift code is unsafe there), in a session of its own, every signal at
// its default action and none blocked, no descriptor of ours but the three it is given. Every
// descriptor these return is close-on-exec, so a child another thread starts meanwhile
// inherits none of them.
//
// Each function returns 0 on success or an errno value (never -1, never errno itself).

// Opens a pseudo-terminal: *primary is our side; the secondary's name is written to `name`
// (`name_size` bytes). The secondary has the kernel's default modes plus IUTF8 (the line
// discipline's erase then removes a whole UTF-8 character) with DEL as erase, and the size
// `rows` x `cols`.
int pty_open(int *primary, char *name, size_t name_size, unsigned short rows,
             unsigned short cols);

// Starts `argv[0]` (looked up in PATH when it has no slash) with `envp`, its stdin, stdout
// and stderr the pty secondary `name`, which becomes its controlling terminal with its group
// in the foreground (job control works inside). Sets *pid.
int pty_spawn(pid_t *pid, const char *name, char *const argv[], char *const envp[]);

// Starts `argv[0]` (as pty_spawn) with pipes for stdin (*input, ours to write), stdout
// (*output) and stderr (*errors). Sets *pid.
int pipes_spawn(pid_t *pid, int *input, int *output, int *errors, char *const argv[],
                char *const envp[]);

// Gives the terminal open on `fd` a new size (the program on it gets SIGWINCH).
int pty_set_size(int fd, unsigned short rows, unsigned short cols);

// Whether `pid` has ended, without reaping it (its pid stays reserved, so a signal sent
// before child_reap reaches no other process): waits for it when `wait` is nonzero. Sets
// *exited to 1 or 0.
int child_has_exited(pid_t pid, int wait, int *exited);

// Reaps `pid`, which has ended: *status is its exit status as a shell reports it (the code,
// or 128 + the signal that ended it).
int child_reap(pid_t pid, int *status);
