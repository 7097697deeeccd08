// What Swift cannot import from ncurses (macros), as plain functions and integers,
// plus terminal restoration on signals and at exit.
#ifndef CNCURSESW_SHIM_PUBLIC_H
#define CNCURSESW_SHIM_PUBLIC_H

#include <stdint.h>
#include <stdbool.h>

// Attributes (attr_t is 32 bits in this ncurses ABI).
uint32_t cnc_attr_bold(void);
uint32_t cnc_attr_dim(void);
uint32_t cnc_attr_reverse(void);
uint32_t cnc_attr_underline(void);

// The UI draws lines with Unicode and never uses the alternate character set, so the charset
// switch (ESC ( B) that xterm-like terminfo puts in every attribute reset is dropped from the
// current terminal's sgr0 and sgr: three bytes less per style change. Call after newterm.
void cnc_drop_charset_switch(void);

// Installs handlers for SIGTERM, SIGINT, SIGHUP and SIGQUIT and an atexit hook that restore the
// terminal (endwin) while restoring is armed; such a signal then exits with 128 + signal.
// Crash signals (SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE) restore the terminal and
// then run the handler that was installed before (the Swift backtracer) or the default action.
void cnc_install_restore_handlers(void);
// Arms restoring for the terminal on `fd` (where the raw reset sequences go).
void cnc_arm_restore(int fd);
void cnc_disarm_restore(void);

// The C library's idea of a character's width (what ncurses uses to place text): -1 when
// unprintable in the current locale.
int cnc_wcwidth(uint32_t scalar);

// Reads the window size of the terminal open on fd; 0 on success.
int cnc_get_window_size(int fd, int *cols, int *rows);

// The text area's size in pixels, where the terminal fills it in (xterm, foot, WezTerm);
// -1 when it does not (0 × 0).
int cnc_get_pixel_size(int fd, int *width, int *height);

// On SIGWINCH, writes one byte to fd (a wake-up pipe), so a wait on that pipe ends on a resize
// whichever thread takes the signal; a negative fd stops it.
void cnc_watch_resize(int fd);

/// Installs the SIGTSTP handler, which asks for a suspend (`cnc_take_suspend_request`) and
/// writes a byte to `fd`; unless SIGTSTP is ignored. Call it before `newterm`.
void cnc_watch_suspend(int fd);

/// Whether a suspend was asked since the last call.
bool cnc_take_suspend_request(void);

/// Stops the process (SIGTSTP, default action) and returns once it is continued.
void cnc_stop_until_continued(void);

// nl_langinfo(CODESET) names UTF-8.
bool cnc_locale_is_utf8(void);

// Gives the heap's free memory back to the system (glibc's malloc_trim, which Swift's Glibc
// module does not declare): freed memory otherwise stays in the process's resident set.
void cnc_release_free_memory(void);

#endif
