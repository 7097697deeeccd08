#include "HangulOracle.h"

#include <hangul-1.0/hangul.h>
#include <stdlib.h>

struct DubeolOracle {
  HangulInputContext *context;
};

DubeolOracle *dubeol_oracle_new(bool combiOnDoubleStroke, bool autoReorder) {
  DubeolOracle *oracle = malloc(sizeof(DubeolOracle));
  if (oracle == NULL) return NULL;
  oracle->context = hangul_ic_new("2");
  if (oracle->context == NULL) {
    free(oracle);
    return NULL;
  }
  hangul_ic_set_option(oracle->context, HANGUL_IC_OPTION_COMBI_ON_DOUBLE_STROKE,
                       combiOnDoubleStroke);
  hangul_ic_set_option(oracle->context, HANGUL_IC_OPTION_AUTO_REORDER, autoReorder);
  return oracle;
}

void dubeol_oracle_free(DubeolOracle *oracle) {
  if (oracle == NULL) return;
  hangul_ic_delete(oracle->context);
  free(oracle);
}

// The document is committed text followed by the preedit string; `length` counts only
// the committed part, the preedit is appended when the run ends.
typedef struct {
  uint32_t *text;
  long length;
  long capacity;
  bool overflow;
} Document;

static void document_append(Document *doc, const ucschar *s) {
  for (; *s != 0; s++) {
    if (doc->length >= doc->capacity) {
      doc->overflow = true;
      return;
    }
    doc->text[doc->length++] = *s;
  }
}

static void document_append_one(Document *doc, uint32_t c) {
  const ucschar s[2] = {c, 0};
  document_append(doc, s);
}

static bool is_key(uint32_t c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

long dubeol_oracle_run(DubeolOracle *oracle, const uint32_t *script, long length,
                       uint32_t *out, long capacity) {
  HangulInputContext *hic = oracle->context;
  Document doc = {out, 0, capacity, false};
  hangul_ic_reset(hic);
  for (long i = 0; i < length; i++) {
    uint32_t c = script[i];
    if (c == '<') {
      // With nothing being composed, Backspace deletes the character before the cursor.
      if (!hangul_ic_backspace(hic) && doc.length > 0) doc.length--;
    } else if (is_key(c) || (c >= '!' && c <= '~')) {
      bool used = hangul_ic_process(hic, (int)c);
      document_append(&doc, hangul_ic_get_commit_string(hic));
      if (!used) document_append_one(&doc, c);
    } else {
      document_append(&doc, hangul_ic_flush(hic));
      document_append_one(&doc, c);
    }
  }
  document_append(&doc, hangul_ic_flush(hic));
  return doc.overflow ? -1 : doc.length;
}

uint64_t dubeol_oracle_bench(DubeolOracle *oracle, const uint8_t *keys, long count) {
  HangulInputContext *hic = oracle->context;
  uint64_t checksum = 0;
  hangul_ic_reset(hic);
  for (long i = 0; i < count; i++) {
    uint8_t key = keys[i];
    if (key == '<') {
      if (!hangul_ic_backspace(hic)) checksum += 1;
    } else if (!hangul_ic_process(hic, key)) {
      checksum += key;
    }
    for (const ucschar *s = hangul_ic_get_commit_string(hic); *s != 0; s++) checksum += *s;
    for (const ucschar *s = hangul_ic_get_preedit_string(hic); *s != 0; s++) checksum ^= *s;
  }
  hangul_ic_flush(hic);
  return checksum;
}
