#!/usr/bin/env bash
# static-cxx-dir.sh DIR: makes DIR a folder holding only libstdc++.a (a link to the compiler's).
# Searched before the compiler's own folders (-L DIR), it makes every -lstdc++ of a link take the
# archive, the Swift runtime's included: the binary then loads no libstdc++.so, whose symbol
# look-ups cost every start about 1 ms (`make static-release`, scripts/link-static.sh).
set -euo pipefail
mkdir -p "$1"
ln -sf "$(gcc -print-file-name=libstdc++.a)" "$1/libstdc++.a"
