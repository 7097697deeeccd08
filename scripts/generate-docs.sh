#!/usr/bin/env bash
# make docs: writes the reference the code generates into docs/ (the key table, the settings
# table, the benchmark table from the last make bench's results). Tests fail when a committed copy
# differs from what this writes. Usage: generate-docs.sh DUBEOL_BINARY
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:?usage: generate-docs.sh DUBEOL_BINARY}
# No config file of the person running it: the defaults are what the docs describe.
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export HOME=$home XDG_CONFIG_HOME=$home/config XDG_DATA_HOME=$home/data XDG_CACHE_HOME=$home/cache
"$bin" config keys --markdown > docs/keys.md
"$bin" config settings --markdown | python3 scripts/splice-doc.py docs/config.md "settings table"
python3 bench/report.py --write
echo "docs: keys.md, config.md's settings and performance.md's table written"
