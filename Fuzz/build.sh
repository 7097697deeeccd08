#!/usr/bin/env bash
# Builds a fuzz target with libFuzzer and AddressSanitizer:
#   Fuzz/build.sh ServerRequest            # builds .build/fuzz/ServerRequest/fuzz
#   Fuzz/build.sh ServerRequest -max_total_time=60   # builds, then fuzzes from its corpus
# A target is Fuzz/<Name>/fuzz.swift with its seed corpus in Fuzz/<Name>/corpus/. It is compiled
# with swiftc (not SwiftPM, whose products have a main of their own) together with the pure
# source files it lists in Fuzz/<Name>/sources.txt, against a sanitized build of `Reviews`.
set -euo pipefail
name=${1:?usage: Fuzz/build.sh TARGET [libFuzzer options…]}
shift
root=$(cd "$(dirname "$0")/.." && pwd)
target="$root/Fuzz/$name"
out="$root/.build/fuzz/$name"
export PATH=/opt/swift/usr/bin:$PATH
mkdir -p "$out"
flags=(-sanitize=fuzzer,address -parse-as-library -Onone -g)
# gold warns once per ASan helper symbol; the warnings say nothing about the target.
quiet() { "$@" 2> >(grep -v "Cannot export local symbol" >&2); }

# The wire model as a module of its own (over the display-text module it imports), as the
# sources import it.
swiftc "${flags[@]}" -module-name DisplayText -emit-module \
  -emit-module-path "$out/DisplayText.swiftmodule" -emit-library -static \
  -o "$out/libDisplayText.a" "$root"/Sources/DisplayText/*.swift
swiftc "${flags[@]}" -module-name Reviews -I "$out" -emit-module \
  -emit-module-path "$out/Reviews.swiftmodule" -emit-library -static \
  -o "$out/libReviews.a" "$root"/Sources/Reviews/*.swift

mapfile -t sources < <(sed -e 's/#.*//' -e '/^[[:space:]]*$/d' "$target/sources.txt")
quiet swiftc "${flags[@]}" -module-name "${name}Fuzz" -I "$out" -L "$out" -lReviews -lDisplayText \
  -o "$out/fuzz" "$target/fuzz.swift" "${sources[@]/#/$root/}"
echo "built $out/fuzz"

if [ $# -gt 0 ]; then
  mkdir -p "$out/corpus"
  "$out/fuzz" "$@" "$out/corpus" "$target/corpus"
fi
