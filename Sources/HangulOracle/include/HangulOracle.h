#ifndef DUBEOL_HANGUL_ORACLE_H
#define DUBEOL_HANGUL_ORACLE_H

// A thin wrapper around libhangul's input context, used only as a test oracle, by the vector
// generator and as the benchmark reference. Keyboards are the ones libhangul-data installs,
// read by libhangul itself (hangul_init). Scripts use the key-script format of the test
// vectors (Hangul/Script/KeyScript.swift): '!'…'~' are keys given to hangul_ic_process, the
// backspace code point is Backspace, any other code point flushes and is inserted.

#include <stdbool.h>
#include <stdint.h>

typedef struct DubeolOracle DubeolOracle;

/// A libhangul context on `keyboard` ("2", "39", …) with the two options the engine compares
/// against; NULL when libhangul has no such keyboard.
DubeolOracle *dubeol_oracle_new_keyboard(const char *keyboard, bool combiOnDoubleStroke,
                                         bool autoReorder);
/// Keyboard "2".
DubeolOracle *dubeol_oracle_new(bool combiOnDoubleStroke, bool autoReorder);
void dubeol_oracle_free(DubeolOracle *oracle);

/// Types `script` (code points) into an empty document and writes the resulting text
/// (code points) to `out`, fillers dropped (a Backspace with nothing composing deletes a
/// filler with its jamo); `Keyboard.compatibilityJamo` then writes it as dubeol does.
/// Returns the text length, or -1 if `capacity` is too small.
long dubeol_oracle_type(DubeolOracle *oracle, const uint32_t *script, long length,
                        uint32_t backspace, uint32_t *out, long capacity);
/// `dubeol_oracle_type` with '<' as Backspace (the 2-beolsik vectors' format).
long dubeol_oracle_run(DubeolOracle *oracle, const uint32_t *script, long length,
                       uint32_t *out, long capacity);

/// What libhangul's keyboard maps an ASCII key to (0 for nothing or no such keyboard).
uint32_t dubeol_oracle_key_value(const char *keyboard, uint32_t key);
/// libhangul's combination of two jamo on a keyboard, 0 for none.
uint32_t dubeol_oracle_combine(const char *keyboard, uint32_t first, uint32_t second);
/// hangul_jamo_to_cjamo, 0 when it gives no compatibility jamo.
uint32_t dubeol_oracle_compatibility(uint32_t jamo);
/// hangul_choseong_to_jongseong, 0 unless a modern final.
uint32_t dubeol_oracle_choseong_to_jongseong(uint32_t choseong);
/// hangul_jongseong_to_choseong, 0 unless in U+1100…U+115F.
uint32_t dubeol_oracle_jongseong_to_choseong(uint32_t jongseong);

/// The benchmark loop: feeds `count` ASCII keys ('<' = Backspace) to hangul_ic_process /
/// hangul_ic_backspace and reads the commit and preedit strings after each, as an input
/// method does. Returns a checksum of the strings so the work cannot be optimised away.
uint64_t dubeol_oracle_bench(DubeolOracle *oracle, const uint8_t *keys, long count);

/// libhangul's hanja table (hanja_table_load), for comparing dubeol's hanja look-ups.
typedef struct DubeolHanjaOracle DubeolHanjaOracle;

/// Loads the table at `path` (UTF-8); NULL when libhangul cannot.
DubeolHanjaOracle *dubeol_hanja_oracle_load(const char *path);
void dubeol_hanja_oracle_free(DubeolHanjaOracle *oracle);

/// hanja_table_match_exact (mode 0), _prefix (1) or _suffix (2) of the NUL-terminated `key`.
/// Writes each result as key 0x1F value 0x1F comment 0x1E into `out` and returns the bytes
/// written, or -1 when `capacity` is too small.
long dubeol_hanja_oracle_match(DubeolHanjaOracle *oracle, const char *key, int mode, char *out,
                               long capacity);

#endif
