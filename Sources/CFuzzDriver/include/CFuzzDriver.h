#ifndef CFUZZDRIVER_H
#define CFUZZDRIVER_H
#include <stddef.h>
#include <stdint.h>

// libFuzzer's entry for programs that have their own main (SwiftPM executables do). Linked
// only when built with -sanitize=fuzzer (`make fuzz`); referenced only under -DFUZZING.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
