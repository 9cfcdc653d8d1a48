#!/usr/bin/env bash
# make deb: a Debian binary package of warden with dpkg-deb, from `make install
# DESTDIR=... PREFIX=/usr` and debian/ (control, maintainer scripts, copyright).
# The version is the build's own (git describe), made a valid native Debian
# version: v1.2-3-gabc -> 1.2+3.gabc; a bare commit abc-dirty -> 0~gitabc.dirty.
# Usage: make-deb.sh BUILD_DIR VERSION  (writes BUILD_DIR/warden_VERSION_ARCH.deb)
set -euo pipefail
build=$(realpath "${1:?usage: make-deb.sh BUILD_DIR VERSION}")
version=${2:?usage: make-deb.sh BUILD_DIR VERSION}
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

version=${version#v}
[[ $version =~ ^[0-9]+\.[0-9] ]] || version=0~git$version # no tag: a commit
version=${version//-/.}
version=$(echo "$version" | sed -E 's/^([0-9][0-9.]*)\./\1+/; s/[^A-Za-z0-9.+~]/./g')
arch=$(dpkg --print-architecture)

stage=$build/deb/warden
rm -rf "$build/deb"
mkdir -p "$stage/DEBIAN"
make --no-print-directory install DESTDIR="$stage" PREFIX=/usr BUILD="$build" >/dev/null
install -m755 "$build/deb-bin/warden" "$stage/usr/bin/warden" # linked to the shared libraries
# Local profiles and drop-ins go here (the search path's second folder).
install -d -m755 "$stage/etc/warden/profiles"
strip --remove-section=.comment --remove-section=.note "$stage/usr/bin/warden"
gzip -9n "$stage"/usr/share/man/man*/*
doc=$stage/usr/share/doc/warden
install -Dm644 debian/copyright "$doc/copyright"
{
    echo "warden ($version) unstable; urgency=medium"
    echo
    echo "  * Built from $(git describe --tags --always --dirty 2>/dev/null || echo 'a source tree')."
    echo
    echo " -- warden developers <warden@users.noreply.github.com>  $(date -R -d "@${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}")"
} | gzip -9n >"$doc/changelog.gz"
chmod 644 "$doc/changelog.gz"

# Depends: the packages of the shared libraries the binary links.
mkdir -p "$build/deb/shlibs/debian"
printf 'Source: warden\n\nPackage: warden\nArchitecture: any\n' >"$build/deb/shlibs/debian/control"
depends=$(cd "$build/deb/shlibs" && dpkg-shlibdeps -O "$stage/usr/bin/warden" | sed -n 's/^shlibs:Depends=//p')
size=$(du -sk --exclude=DEBIAN "$stage" | cut -f1)
sed "s/@VERSION@/$version/; s/@ARCH@/$arch/; s/@SIZE@/$size/; s/@DEPENDS@/$depends/" debian/control.in >"$stage/DEBIAN/control"
install -m755 debian/postinst debian/postrm "$stage/DEBIAN/"
(cd "$stage" && find . -path ./DEBIAN -prune -o -type f -printf '%P\n' | LC_ALL=C sort |
    xargs md5sum >DEBIAN/md5sums)
chmod 644 "$stage/DEBIAN/control" "$stage/DEBIAN/md5sums"
deb=$build/warden_${version}_${arch}.deb
rm -f "$build"/warden_*.deb
dpkg-deb --root-owner-group -Zxz --build "$stage" "$deb" >/dev/null
echo "$deb"
