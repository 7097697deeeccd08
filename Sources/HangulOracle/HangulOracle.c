#include "HangulOracle.h"

#include <hangul-1.0/hangul.h>
#include <pthread.h>
#include <stdlib.h>

// Exported by libhangul but not declared in hangul.h.
ucschar hangul_choseong_to_jongseong(ucschar c);
ucschar hangul_jongseong_to_choseong(ucschar c);
ucschar hangul_keyboard_get_mapping(const HangulKeyboard *keyboard, int tableid, unsigned key);
ucschar hangul_keyboard_combine(const HangulKeyboard *keyboard, unsigned id, ucschar first,
                                ucschar second);

#define CHOSEONG_FILLER 0x115f
#define JUNGSEONG_FILLER 0x1160

struct DubeolOracle {
  HangulInputContext *context;
};

// hangul_init reads the keyboards libhangul-data installs (and $XDG_DATA_HOME's), the files
// dubeol reads too; once per process, as tests create oracles on several threads.
static pthread_once_t keyboards_loaded = PTHREAD_ONCE_INIT;
static void load_keyboards(void) { hangul_init(); }

DubeolOracle *dubeol_oracle_new_keyboard(const char *keyboard, bool combiOnDoubleStroke,
                                         bool autoReorder) {
  pthread_once(&keyboards_loaded, load_keyboards);
  if (hangul_keyboard_list_get_keyboard(keyboard) == NULL) return NULL;
  DubeolOracle *oracle = malloc(sizeof(DubeolOracle));
  if (oracle == NULL) return NULL;
  oracle->context = hangul_ic_new(keyboard);
  if (oracle->context == NULL) {
    free(oracle);
    return NULL;
  }
  hangul_ic_set_option(oracle->context, HANGUL_IC_OPTION_COMBI_ON_DOUBLE_STROKE,
                       combiOnDoubleStroke);
  hangul_ic_set_option(oracle->context, HANGUL_IC_OPTION_AUTO_REORDER, autoReorder);
  return oracle;
}

DubeolOracle *dubeol_oracle_new(bool combiOnDoubleStroke, bool autoReorder) {
  return dubeol_oracle_new_keyboard("2", combiOnDoubleStroke, autoReorder);
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

static bool is_filler(uint32_t c) { return c == CHOSEONG_FILLER || c == JUNGSEONG_FILLER; }

// Backspace with nothing composing deletes the character before the cursor. A filler is part
// of the jamo before it (dubeol writes neither), so it goes with it.
static void document_delete(Document *doc) {
  if (doc->length > 0) doc->length--;
  while (doc->length > 0 && is_filler(doc->text[doc->length - 1])) doc->length--;
}

// libhangul writes an incomplete syllable as conjoining jamo with fillers (ᄀ U+1160 ᆪ);
// dubeol writes no fillers (and each jamo as its compatibility jamo, which the Swift side
// maps: libhangul's own table lacks some old jamo that dubeol writes).
static long document_drop_fillers(Document *doc) {
  long kept = 0;
  for (long i = 0; i < doc->length; i++) {
    if (!is_filler(doc->text[i])) doc->text[kept++] = doc->text[i];
  }
  return kept;
}

long dubeol_oracle_type(DubeolOracle *oracle, const uint32_t *script, long length,
                        uint32_t backspace, uint32_t *out, long capacity) {
  HangulInputContext *hic = oracle->context;
  Document doc = {out, 0, capacity, false};
  hangul_ic_reset(hic);
  for (long i = 0; i < length; i++) {
    uint32_t c = script[i];
    if (c == backspace) {
      if (!hangul_ic_backspace(hic)) document_delete(&doc);
    } else if (c >= '!' && c <= '~') {
      bool used = hangul_ic_process(hic, (int)c);
      document_append(&doc, hangul_ic_get_commit_string(hic));
      if (!used) document_append_one(&doc, c);
    } else {
      document_append(&doc, hangul_ic_flush(hic));
      document_append_one(&doc, c);
    }
  }
  document_append(&doc, hangul_ic_flush(hic));
  return doc.overflow ? -1 : document_drop_fillers(&doc);
}

long dubeol_oracle_run(DubeolOracle *oracle, const uint32_t *script, long length,
                       uint32_t *out, long capacity) {
  return dubeol_oracle_type(oracle, script, length, '<', out, capacity);
}

uint32_t dubeol_oracle_key_value(const char *keyboard, uint32_t key) {
  pthread_once(&keyboards_loaded, load_keyboards);
  const HangulKeyboard *found = hangul_keyboard_list_get_keyboard(keyboard);
  return found == NULL ? 0 : hangul_keyboard_get_mapping(found, 0, key);
}

uint32_t dubeol_oracle_combine(const char *keyboard, uint32_t first, uint32_t second) {
  pthread_once(&keyboards_loaded, load_keyboards);
  const HangulKeyboard *found = hangul_keyboard_list_get_keyboard(keyboard);
  return found == NULL ? 0 : hangul_keyboard_combine(found, 0, first, second);
}

uint32_t dubeol_oracle_compatibility(uint32_t jamo) {
  uint32_t c = hangul_jamo_to_cjamo(jamo);
  return hangul_is_cjamo(c) ? c : 0;
}

uint32_t dubeol_oracle_choseong_to_jongseong(uint32_t choseong) {
  uint32_t c = hangul_choseong_to_jongseong(choseong);
  return hangul_is_jongseong_conjoinable(c) && c != 0x11a7 ? c : 0;
}

uint32_t dubeol_oracle_jongseong_to_choseong(uint32_t jongseong) {
  uint32_t c = hangul_jongseong_to_choseong(jongseong);
  return c >= 0x1100 && c <= 0x115f ? c : 0;
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
