#ifndef DUBEOL_HANGUL_ORACLE_H
#define DUBEOL_HANGUL_ORACLE_H

// A thin wrapper around libhangul's input context (keyboard "2"), used only as a test
// oracle and as the benchmark reference. Scripts use the key-script format of the test vectors
// (Hangul/Script/KeyScript.swift):
// a–z / A–Z are keys, '<' is Backspace, any other code point flushes and is inserted.

#include <stdbool.h>
#include <stdint.h>

typedef struct DubeolOracle DubeolOracle;

/// A libhangul keyboard "2" context with the two options the engine compares against.
DubeolOracle *dubeol_oracle_new(bool combiOnDoubleStroke, bool autoReorder);
void dubeol_oracle_free(DubeolOracle *oracle);

/// Types `script` (code points) into an empty document and writes the resulting text
/// (code points) to `out`. Returns the text length, or -1 if `capacity` is too small.
long dubeol_oracle_run(DubeolOracle *oracle, const uint32_t *script, long length,
                       uint32_t *out, long capacity);

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
