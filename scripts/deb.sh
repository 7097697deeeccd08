#!/usr/bin/env bash
# deb.sh BINARY GENERATE_MANUAL OUTDIR: writes OUTDIR/dubeol_VERSION_amd64.deb from a built
# (statically linked) binary with dpkg-deb; prints the path of the package.
# Depends is computed: dpkg-shlibdeps on the binary, libhangul-data when the binary reads
# libhangul's data files (it names their folder), and expat when it loads expat itself
# (dlopen, which dpkg-shlibdeps cannot see).
set -euo pipefail
binary=$1 generate_manual=$2 outdir=$3
root=$(cd "$(dirname "$0")/.." && pwd)
version=$(sh "$root/scripts/version.sh")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tree=$work/tree
bash "$root/scripts/install-tree.sh" "$binary" "$generate_manual" "$tree" /usr

install -d "$tree/DEBIAN"
install -m 755 "$root"/packaging/{postinst,prerm,postrm} "$tree/DEBIAN/"
echo /etc/default/dubeol > "$tree/DEBIAN/conffiles"

# dpkg-shlibdeps reads debian/control of the folder it runs in; a minimal one does.
mkdir -p "$work/src/debian"
printf 'Source: dubeol\n\nPackage: dubeol\nArchitecture: amd64\n' > "$work/src/debian/control"
depends=$(cd "$work/src" && dpkg-shlibdeps -O "$tree/usr/bin/dubeol" | sed -n 's/^shlibs:Depends=//p')
if grep -q /usr/share/libhangul "$tree/usr/bin/dubeol"; then
  depends="$depends, libhangul-data"
fi
if grep -q libexpat.so.1 "$tree/usr/bin/dubeol"; then
  depends="$depends, libexpat1"
fi
size=$(du -sk --exclude=DEBIAN "$tree" | cut -f1)
sed -e "s|@VERSION@|$version|" -e "s|@DEPENDS@|$depends|" -e "s|@INSTALLED_SIZE@|$size|" \
  "$root/packaging/control" > "$tree/DEBIAN/control"

mkdir -p "$outdir"
deb=$outdir/dubeol_${version}_amd64.deb
dpkg-deb --root-owner-group -Z"${DEB_COMPRESSION:-xz}" --build "$tree" "$deb" >/dev/null
echo "$deb"
