#!/usr/bin/env bash
# install-tree.sh BINARY GENERATE_MANUAL DESTDIR PREFIX
# Lays out what an installed dubeol is, under DESTDIR (empty for the real system) with PREFIX
# (/usr for the package, /usr/local for `make install`): the stripped binary, the man page the
# argument parser's generate-manual writes from the binary itself, the shell completions the
# binary prints, the systemd unit and its settings file, and the documentation.
# `make install` and `make deb` both use it, so the two install the same files.
set -euo pipefail
binary=$1 generate_manual=$2 destdir=$3 prefix=$4
root=$(cd "$(dirname "$0")/.." && pwd)
if [ "$prefix" = /usr ]; then
  # Debian's places for packaged files (bookworm ships units in /lib).
  unitdir=/lib/systemd/system zshdir=$prefix/share/zsh/vendor-completions
else
  unitdir=$prefix/lib/systemd/system zshdir=$prefix/share/zsh/site-functions
fi

install -D -m 755 "$binary" "$destdir$prefix/bin/dubeol"
strip --strip-all "$destdir$prefix/bin/dubeol"
installed=$destdir$prefix/bin/dubeol

man=$(mktemp -d)
trap 'rm -rf "$man"' EXIT
"$generate_manual" "$installed" --output-directory "$man" --section 1 >/dev/null
install -d "$destdir$prefix/share/man/man1"
gzip -9n < "$man/dubeol.1" > "$destdir$prefix/share/man/man1/dubeol.1.gz"
chmod 644 "$destdir$prefix/share/man/man1/dubeol.1.gz"

complete() { # shell, file
  install -d "$(dirname "$2")"
  "$installed" --generate-completion-script "$1" > "$2"
  chmod 644 "$2"
}
complete bash "$destdir$prefix/share/bash-completion/completions/dubeol"
complete zsh "$destdir$zshdir/_dubeol"
complete fish "$destdir$prefix/share/fish/vendor_completions.d/dubeol.fish"

install -d "$destdir$unitdir"
sed "s|@BINDIR@|$prefix/bin|" "$root/packaging/dubeol-serve.service" \
  > "$destdir$unitdir/dubeol-serve.service"
chmod 644 "$destdir$unitdir/dubeol-serve.service"
# Settings are the administrator's: written only where there are none yet.
[ -e "$destdir/etc/default/dubeol" ] \
  || install -D -m 644 "$root/packaging/default" "$destdir/etc/default/dubeol"

install -D -m 644 "$root/README.md" "$destdir$prefix/share/doc/dubeol/README.md"
install -D -m 644 "$root/Resources/config.example.toml" \
  "$destdir$prefix/share/doc/dubeol/config.example.toml"
