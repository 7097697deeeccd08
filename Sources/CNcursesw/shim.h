// Wide-character ncurses: these must be defined before curses.h, or mvaddwstr,
// setcchar, get_wch and wchar_t are missing.
#ifndef CNCURSESW_SHIM_H
#define CNCURSESW_SHIM_H
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#endif
