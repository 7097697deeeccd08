#!/bin/sh
# Prints dubeol's version: VERSION's number, then from git the count of commits and the commit
# (0.1.0+git152.f6074ee, .dirty with uncommitted changes), so that each build says what it is
# made of and a later commit sorts later for dpkg. Without git it is VERSION's number alone.
# With --swift FILE it writes the Swift source the build compiles in (only when it changed,
# so an unchanged version recompiles nothing).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
base=$(cat "$root/VERSION")
version=$base
if count=$(git -C "$root" rev-list --count HEAD 2>/dev/null) \
  && commit=$(git -C "$root" rev-parse --short=7 HEAD 2>/dev/null); then
  version="$base+git$count.$commit"
  git -C "$root" diff --quiet HEAD -- 2>/dev/null || version="$version.dirty"
fi
if [ "${1:-}" != --swift ]; then
  echo "$version"
  exit 0
fi
file=$2
mkdir -p "$(dirname "$file")"
printf '/// The version `dubeol --version` prints (scripts/version.sh, at build time).\nenum BuildVersion {\n  static let text = "%s"\n}\n' "$version" > "$file.new"
if cmp -s "$file.new" "$file"; then rm "$file.new"; else mv "$file.new" "$file"; fi
