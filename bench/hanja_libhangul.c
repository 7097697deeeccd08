// The reference for `dubeol hanja --json`'s speed: the same job in C with libhangul's own
// table (hanja_table_load) and look-ups (hanja_table_match_exact / _suffix), reading one word
// a line from stdin and writing one JSON array of {"key","value","comment"} a line, as
// dubeol does. Usage: hanja_libhangul exact|prefix|suffix TABLE < words. Built by bench/hanja.sh.
#include <hangul-1.0/hangul.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void put_json(const char *s) {
  putchar_unlocked('"');
  for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
    if (*p == '"' || *p == '\\') {
      putchar_unlocked('\\');
      putchar_unlocked(*p);
    } else if (*p < 0x20 || *p == 0x7F) {
      printf("\\u%04x", *p);
    } else {
      putchar_unlocked(*p);
    }
  }
  putchar_unlocked('"');
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: %s exact|prefix|suffix TABLE < words\n", argv[0]);
    return 2;
  }
  HanjaTable *table = hanja_table_load(argv[2]);
  if (table == NULL) {
    fprintf(stderr, "%s: cannot load %s\n", argv[0], argv[2]);
    return 1;
  }
  char mode = argv[1][0];
  char *line = NULL;
  size_t cap = 0;
  ssize_t n;
  while ((n = getline(&line, &cap, stdin)) >= 0) {
    if (n > 0 && line[n - 1] == '\n') line[--n] = '\0';
    HanjaList *list = mode == 'e'   ? hanja_table_match_exact(table, line)
                      : mode == 'p' ? hanja_table_match_prefix(table, line)
                                    : hanja_table_match_suffix(table, line);
    putchar_unlocked('[');
    int count = hanja_list_get_size(list);
    for (int i = 0; i < count; i++) {
      if (i > 0) putchar_unlocked(',');
      fputs("{\"key\":", stdout);
      put_json(hanja_list_get_nth_key(list, i));
      fputs(",\"value\":", stdout);
      put_json(hanja_list_get_nth_value(list, i));
      fputs(",\"comment\":", stdout);
      put_json(hanja_list_get_nth_comment(list, i));
      putchar_unlocked('}');
    }
    fputs("]\n", stdout);
    hanja_list_delete(list);
  }
  free(line);
  hanja_table_delete(table);
  return 0;
}
