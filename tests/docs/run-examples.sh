#!/usr/bin/env bash
# Runs the examples of README.md, docs/*.md and the man pages as shown, against
# the freshly built warden (tests/docs/extract-examples.py says which blocks
# count). They run as root, in a private mount namespace whose /etc, /srv and
# /run are overlays, so that the examples' /etc/warden/profiles files and the
# server's /run/warden/warden.sock exist only there; in a folder that holds
# build (a link to BUILD_DIR, as README says build/warden), tests/docs/fixtures
# (train.py), and warden first on PATH (as installed).
set -euo pipefail
build=$(realpath "${1:?usage: run-examples.sh BUILD_DIR}")
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
if [ "${WARDEN_DOCS_INSIDE:-}" != 1 ]; then
    if [ "$(id -u)" != 0 ] || ! command -v unshare >/dev/null; then
        echo "docs: SKIP the examples: they need root and unshare(1) for a private /etc and /run"
        exit 0
    fi
    exec unshare --mount --propagation private env WARDEN_DOCS_INSIDE=1 bash "$0" "$@"
fi

work=$(mktemp -d /tmp/warden-docs-XXXXXX)
trap '[ -n "${WARDEN_DOCS_KEEP:-}" ] || rm -rf "$work"' EXIT
for dir in /etc /srv /run; do
    name=${dir#/}
    mkdir -p "$work/upper-$name" "$work/work-$name"
    mount -t overlay overlay -o "lowerdir=$dir,upperdir=$work/upper-$name,workdir=$work/work-$name" "$dir" ||
        { echo "docs: SKIP the examples: no overlay mount on $dir here"; exit 0; }
done
# The README's premise: a read-only copy of the data team's datasets.
mkdir -p /srv/datasets
echo "x,y" >/srv/datasets/sample.csv

mkdir -p "$work/scripts" "$work/cwd/bin"
ln -s "$build" "$work/cwd/build"
ln -s "$build/warden" "$work/cwd/bin/warden"
cp "$here"/fixtures/* "$work/cwd/"
chmod -R a+rX "$work"
status=0
ran=0
while read -r name count; do
    ran=$((ran + count))
    # Its own session and process group per document (setsid, which does not
    # fork here): a server an example left running ends with it.
    (cd "$work/cwd" && PATH="$work/cwd/bin:$PATH" WARDEN_DOCS_PGID_FILE="$work/$name.pgid" \
        timeout 300 setsid bash -eo pipefail -c 'echo $$ >"$WARDEN_DOCS_PGID_FILE"; . "$0"' \
        "$work/scripts/$name" >"$work/$name.out" 2>&1) || {
        echo "docs: examples of ${name#??-} failed:" >&2
        tail -n 30 "$work/$name.out" >&2
        status=1
    }
    [ -s "$work/$name.pgid" ] && kill -TERM -- "-$(cat "$work/$name.pgid")" 2>/dev/null || true
    sed -n 's/^docs: SKIP/docs: SKIP/p' "$work/$name.out"
done < <(/usr/bin/python3 "$here/extract-examples.py" "$work/scripts" "$root/README.md" \
    "$root"/docs/*.md "$root"/docs/*.[1-8])
[ $status = 0 ] && echo "docs: $ran examples ran as shown"
exit $status
