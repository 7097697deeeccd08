#pragma once

// Opens a pseudo-terminal pair (both sides close-on-exec): *primary is the controlling side,
// *secondary the terminal a program uses. Returns 0, or -1 with errno set. For the tests and
// the benchmark only; posix_openpt and its friends are not visible to Swift through Glibc.
int test_open_pty(int *primary, int *secondary);
