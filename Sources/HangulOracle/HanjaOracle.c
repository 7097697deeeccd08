#include "HangulOracle.h"

#include <hangul-1.0/hangul.h>
#include <stdlib.h>
#include <string.h>

struct DubeolHanjaOracle {
  HanjaTable *table;
};

DubeolHanjaOracle *dubeol_hanja_oracle_load(const char *path) {
  HanjaTable *table = hanja_table_load(path);
  if (table == NULL) return NULL;
  DubeolHanjaOracle *oracle = malloc(sizeof(DubeolHanjaOracle));
  if (oracle == NULL) {
    hanja_table_delete(table);
    return NULL;
  }
  oracle->table = table;
  return oracle;
}

void dubeol_hanja_oracle_free(DubeolHanjaOracle *oracle) {
  if (oracle == NULL) return;
  hanja_table_delete(oracle->table);
  free(oracle);
}

static int put(char *out, long capacity, long *length, const char *s, char end) {
  long n = (long)strlen(s);
  if (*length + n + 1 > capacity) return 0;
  memcpy(out + *length, s, (size_t)n);
  out[*length + n] = end;
  *length += n + 1;
  return 1;
}

long dubeol_hanja_oracle_match(DubeolHanjaOracle *oracle, const char *key, int mode, char *out,
                               long capacity) {
  HanjaList *list = mode == 0   ? hanja_table_match_exact(oracle->table, key)
                    : mode == 1 ? hanja_table_match_prefix(oracle->table, key)
                                : hanja_table_match_suffix(oracle->table, key);
  long length = 0;
  int fits = 1;
  int n = hanja_list_get_size(list);
  for (int i = 0; i < n && fits; i++) {
    fits = put(out, capacity, &length, hanja_list_get_nth_key(list, i), 0x1F) &&
           put(out, capacity, &length, hanja_list_get_nth_value(list, i), 0x1F) &&
           put(out, capacity, &length, hanja_list_get_nth_comment(list, i), 0x1E);
  }
  hanja_list_delete(list);
  return fits ? length : -1;
}
