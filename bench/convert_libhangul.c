// The reference for `dubeol convert`'s speed: the same job in C with libhangul, streaming
// stdin to stdout line by line. Usage: convert_c [KEYBOARD [BACKSPACE]] (default "2" and "<").
// Printable ASCII keys go to hangul_ic_process (a key it does not use is written as itself),
// the BACKSPACE character (any UTF-8 character) is Backspace (with nothing composing it deletes
// the character before it), anything else ends the composition and is written as it is.
// Fillers are dropped and lone jamo written as compatibility jamo, as dubeol writes them.
// Built by bench/convert.sh.
#include <hangul-1.0/hangul.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char out[1 << 16];
static size_t out_len;
// The current line's characters (UCS-4), so Backspace can remove the last one.
static ucschar *line;
static size_t line_len, line_cap;

static void put_byte(char c) {
  if (out_len == sizeof out) {
    fwrite(out, 1, out_len, stdout);
    out_len = 0;
  }
  out[out_len++] = c;
}

static void put_utf8(ucschar c) {
  if (c < 0x80) {
    put_byte((char)c);
  } else if (c < 0x800) {
    put_byte((char)(0xC0 | (c >> 6)));
    put_byte((char)(0x80 | (c & 0x3F)));
  } else if (c < 0x10000) {
    put_byte((char)(0xE0 | (c >> 12)));
    put_byte((char)(0x80 | ((c >> 6) & 0x3F)));
    put_byte((char)(0x80 | (c & 0x3F)));
  } else {
    put_byte((char)(0xF0 | (c >> 18)));
    put_byte((char)(0x80 | ((c >> 12) & 0x3F)));
    put_byte((char)(0x80 | ((c >> 6) & 0x3F)));
    put_byte((char)(0x80 | (c & 0x3F)));
  }
}

static int is_filler(ucschar c) { return c == 0x115f || c == 0x1160; }

static void append_one(ucschar c) {
  if (is_filler(c)) return;
  if (hangul_is_jamo(c) && hangul_is_cjamo(hangul_jamo_to_cjamo(c))) c = hangul_jamo_to_cjamo(c);
  if (line_len == line_cap) {
    line_cap = line_cap ? line_cap * 2 : 256;
    line = realloc(line, line_cap * sizeof *line);
  }
  line[line_len++] = c;
}

static void append(const ucschar *s) {
  for (; *s; s++) append_one(*s);
}

int main(int argc, char **argv) {
  const char *keyboard = argc > 1 ? argv[1] : "2";
  const char *backspace = argc > 2 ? argv[2] : "<";
  size_t backspace_len = strlen(backspace);
  HangulInputContext *hic = hangul_ic_new(keyboard);
  char *text = NULL;
  size_t cap = 0;
  ssize_t n;
  while ((n = getline(&text, &cap, stdin)) >= 0) {
    int newline = n > 0 && text[n - 1] == '\n';
    if (newline) n--;
    hangul_ic_reset(hic);
    line_len = 0;
    for (ssize_t i = 0; i < n; i++) {
      unsigned char c = (unsigned char)text[i];
      if (backspace_len > 0 && (size_t)(n - i) >= backspace_len &&
          memcmp(text + i, backspace, backspace_len) == 0) {
        if (!hangul_ic_backspace(hic) && line_len > 0) line_len--;
        i += backspace_len - 1;
      } else if (c >= '!' && c <= '~') {
        int used = hangul_ic_process(hic, c);
        append(hangul_ic_get_commit_string(hic));
        if (!used) append_one(c);
      } else {
        append(hangul_ic_flush(hic));
        append_one(c);
      }
    }
    append(hangul_ic_flush(hic));
    for (size_t i = 0; i < line_len; i++) put_utf8(line[i]);
    if (newline) put_byte('\n');
  }
  fwrite(out, 1, out_len, stdout);
  hangul_ic_delete(hic);
  free(text);
  free(line);
  return 0;
}
