#!/usr/bin/env bash
# Configures a build folder: installs the Debian packages warden needs (as root),
# fetches the pinned tree-sitter-python grammar from the npm registry and checks
# its integrity hash, then writes BUILD/config.mk with the compiler and linker flags.
set -euo pipefail
build=${1:?usage: configure.sh BUILD_DIR}
mkdir -p "$build"

# Debian package -> pkg-config module it provides ("-" when it ships none).
packages=(
  "libseccomp-dev libseccomp"
  "libcap-dev libcap"
  "libnl-3-dev libnl-3.0"
  "libnl-route-3-dev libnl-route-3.0"
  "libtree-sitter-dev tree-sitter"
  "libcriterion-dev criterion"
  "libjansson-dev jansson"
  "libgmp-dev gmp"
  "libpcre2-dev libpcre2-8"
  "libutf8proc-dev libutf8proc"
  "nettle-dev nettle"
  "libdouble-conversion-dev -"
  "pkg-config -"
  "g++ -"
  "bubblewrap -"
  "hyperfine -"
  "util-linux -"
  "python3 -"
)
missing=()
for entry in "${packages[@]}"; do
  set -- $entry
  dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'install ok installed' || missing+=("$1")
done
# npm may come from outside Debian (a machine's own Node.js); any npm will do.
command -v npm >/dev/null || missing+=(npm)
if ((${#missing[@]})); then
  if [ "$(id -u)" = 0 ]; then
    echo "configure: installing ${missing[*]}" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -q >&2
    apt-get install -y -q --no-install-recommends "${missing[@]}" >&2
  else
    echo "configure: missing Debian packages; run as root:" >&2
    echo "  apt-get update && apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
fi

# The grammar: Debian's libtree-sitter 0.20 loads ABI 14 only, which 0.23.6 is.
grammar_version=0.23.6
grammar_integrity=sha512-yIM9z0oxKIxT7bAtPOhgoVl6gTXlmlIhue7liFT4oBPF/lha7Ha4dQBS82Av6hMMRZoVnFJI8M6mL+SwWoLD3A==
grammar_dir=$build/grammar
if [ ! -f "$grammar_dir/.verified-$grammar_version" ]; then
  rm -rf "$grammar_dir" && mkdir -p "$grammar_dir"
  (cd "$grammar_dir" && npm pack --silent "tree-sitter-python@$grammar_version" >/dev/null)
  tarball=$grammar_dir/tree-sitter-python-$grammar_version.tgz
  # npm's integrity field is base64; coreutils alone turn it into sha512sum's hex.
  expected=$(printf %s "${grammar_integrity#sha512-}" | base64 -d | od -An -tx1 | tr -d ' \n')
  actual=$(sha512sum "$tarball" | cut -d' ' -f1)
  if [ "$actual" != "$expected" ]; then
    echo "configure: $tarball: integrity mismatch (got $actual)" >&2
    exit 1
  fi
  tar -xzf "$tarball" -C "$grammar_dir" package/src
  grep -q '#define LANGUAGE_VERSION 14' "$grammar_dir/package/src/parser.c" || {
    echo "configure: grammar is not ABI 14" >&2; exit 1; }
  touch "$grammar_dir/.verified-$grammar_version"
fi

modules="libseccomp libcap libnl-3.0 libnl-route-3.0 tree-sitter jansson gmp libpcre2-8 libutf8proc nettle"
{
  echo "PKG_CFLAGS := $(pkg-config --cflags $modules)"
  # Test programs link the libraries statically and glibc and libstdc++ shared.
  echo "PKG_LIBS := -Wl,-Bstatic $(pkg-config --libs $modules) -ldouble-conversion -Wl,-Bdynamic -lstdc++ -lm"
  # The warden binary itself is fully static: loading shared objects costs
  # ~0.5 ms of every `warden run` (bench/latency). It is a static PIE, so that
  # a pointer a snippet leaks reveals nothing fixed about the address space;
  # its relocations are packed (DT_RELR) to keep the start cheap.
  echo "STATIC_LIBS := $(pkg-config --static --libs $modules) -ldouble-conversion -lstdc++ -lm"
  echo "CRITERION_LIBS := $(pkg-config --libs criterion)"
  echo "GRAMMAR_SRC := $grammar_dir/package/src"
} >"$build/config.mk.tmp"
mv "$build/config.mk.tmp" "$build/config.mk"
