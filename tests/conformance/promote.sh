#!/usr/bin/env bash
# Moves every pending case that now passes into cases/, for the conformance and
# the attack corpora (both keep new cases in pending/ until the executor passes them).
#
# usage: tests/conformance/promote.sh BUILD_DIR [conformance|attacks ...]
#   (default: both). A case moves with all its files (NAME.py, .out, .exit, .err).
set -uo pipefail

build=${1:?usage: promote.sh BUILD_DIR [conformance|attacks ...]}
shift
[ $# -gt 0 ] || set -- conformance attacks
tests=$(cd "$(dirname "$0")/.." && pwd)
list=$(mktemp)
trap 'rm -f "$list"' EXIT

for corpus in "$@"; do
  root=$tests/$corpus
  if [ ! -x "$root/run.sh" ]; then
    echo "promote.sh: unknown corpus '$corpus'" >&2
    exit 2
  fi
  : >"$list"
  PASSED_LIST=$list "$root/run.sh" "$build" "$root/pending" >/dev/null
  [ $? -le 1 ] || { echo "promote.sh: $corpus/run.sh could not run" >&2; exit 2; }
  moved=0
  while read -r name; do
    mv "$root/pending/$name".* "$root/cases/"
    moved=$((moved + 1))
  done <"$list"
  shopt -s nullglob
  left=("$root"/pending/*.py)
  shopt -u nullglob
  echo "$corpus: promoted $moved, ${#left[@]} still pending"
done
