#!/usr/bin/env bash
# link-static.sh BUILD_DIR OUTPUT: links the dubeol objects SwiftPM compiled in BUILD_DIR (a
# normal, dynamic debug build) into OUTPUT with the Swift runtime and Foundation static, as
# `swift build --static-swift-stdlib` links the release. The test package uses it: building
# the debug configuration a second time with --static-swift-stdlib would recompile for the
# static runtime, and objects of both kinds in one folder fail the next link.
set -euo pipefail
build=$1 output=$2
mkdir -p "$(dirname "$output")"
output=$(cd "$(dirname "$output")" && pwd)/$(basename "$output")
scripts=$(cd "$(dirname "$0")" && pwd)
cd "$build"
# What the static Foundation needs besides what -static-stdlib adds (swiftc adds these itself
# to objects compiled for the static runtime). Keyboard files are read with expat loaded at
# run time (CXMLReader), so FoundationXML is not linked.
foundation=(-lFoundationEssentials -lFoundationInternationalization -lCoreFoundation
  -l_FoundationCShims -l_FoundationCollections -l_FoundationICU -lswiftSynchronization)
# The libraries C targets name in Package.swift (linkerSettings), which the object list leaves
# out: libpng and libjpeg-turbo decode profile pictures (CImageDecode).
system=(-lpng16 -ljpeg)
# libstdc++ and libgcc from their archives, and relocations packed by lld, as `make
# static-release` links them (Package.swift).
cxx=$(mktemp -d)
trap 'rm -rf "$cxx"' EXIT
bash "$scripts/static-cxx-dir.sh" "$cxx"
swiftc -static-stdlib -emit-executable -module-name dubeol -o "$output" \
  -Xlinker --defsym -Xlinker main=dubeol_main @dubeol.product/Objects.LinkFileList \
  -L "$cxx" -Xclang-linker -static-libgcc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs \
  -lm -lz "${foundation[@]}" "${system[@]}" -lstdc++ 2> >(grep -v "mktemp" >&2)
