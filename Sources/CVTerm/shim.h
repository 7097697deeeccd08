// Debian's libvterm (libvterm-dev), with the header's macros as functions Swift can call.
#ifndef CVTERM_SHIM_H
#define CVTERM_SHIM_H
#include <vterm.h>

static inline int cvt_color_is_default_fg(const VTermColor *c) { return VTERM_COLOR_IS_DEFAULT_FG(c); }
static inline int cvt_color_is_default_bg(const VTermColor *c) { return VTERM_COLOR_IS_DEFAULT_BG(c); }
static inline int cvt_color_is_indexed(const VTermColor *c) { return VTERM_COLOR_IS_INDEXED(c); }
static inline int cvt_color_is_rgb(const VTermColor *c) { return VTERM_COLOR_IS_RGB(c); }

// The attribute bit-fields of a screen cell.
static inline int cvt_cell_bold(const VTermScreenCell *c) { return c->attrs.bold; }
static inline int cvt_cell_underline(const VTermScreenCell *c) { return c->attrs.underline != 0; }
static inline int cvt_cell_reverse(const VTermScreenCell *c) { return c->attrs.reverse; }
static inline int cvt_cell_italic(const VTermScreenCell *c) { return c->attrs.italic; }

static inline VTermKey cvt_function_key(int n) { return (VTermKey)VTERM_KEY_FUNCTION(n); }
#endif
