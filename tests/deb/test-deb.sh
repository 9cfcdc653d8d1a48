#!/usr/bin/env bash
# `make deb` in CI: the package builds, lintian finds no error, `dpkg -i` gives a
# working /usr/bin/warden, and `dpkg -r` then `dpkg -P` leave none of its files.
# It installs into this machine, so it runs from .ci/run (as root), not make test.
# Needs dpkg-deb and lintian (installed with apt-get when root and missing).
set -euo pipefail
build=${1:?usage: test-deb.sh BUILD_DIR}
root=$(cd "$(dirname "$0")/../.." && pwd)
skip() { echo "deb: SKIP: $*"; exit 0; }

command -v dpkg-deb >/dev/null || skip "not a Debian system (no dpkg-deb)"
[ "$(id -u)" = 0 ] || skip "installing a package needs root"
if ! command -v lintian >/dev/null; then
    for try in 1 2 3 4 5; do # another apt may hold the lock for a while
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq lintian >/dev/null 2>&1 && break
        apt-get update -qq >/dev/null 2>&1 || true
        sleep 10
    done
    command -v lintian >/dev/null || skip "lintian is missing and apt-get could not install it"
fi
if dpkg-query -W -f '${Status}' warden 2>/dev/null | grep -q installed; then
    skip "a warden package is installed already; this test would replace it"
fi
[ -e /usr/bin/warden ] && skip "/usr/bin/warden exists and is no package's: not overwriting it"

deb=$(make -s -C "$root" deb BUILD="$(realpath "$build")" | tail -n1)
[ -f "$deb" ] || { echo "deb: make deb made no package" >&2; exit 1; }
status=0
fail() { echo "deb: $*" >&2; status=1; }

# The contents, where the docs say.
contents=$(dpkg-deb -c "$deb" | awk '{print $6}')
for f in ./usr/bin/warden ./usr/share/warden/profiles/cpython.conf ./usr/share/man/man1/warden.1.gz \
    ./usr/share/man/man5/warden.profile.5.gz ./usr/share/bash-completion/completions/warden \
    ./usr/lib/systemd/system/warden.service ./usr/lib/systemd/system/warden.socket \
    ./usr/lib/sysusers.d/warden.conf ./etc/warden/profiles/; do
    grep -qxF "$f" <<<"$contents" || fail "the package lacks $f"
done

lint=$(lintian --no-tag-display-limit "$deb" 2>&1) || true
if grep -q '^E:' <<<"$lint"; then
    fail "lintian found errors:"
    grep '^E:' <<<"$lint" >&2
fi

before=$(mktemp)
trap 'rm -f "$before"' EXIT
find /usr /etc /var/lib/systemd 2>/dev/null | grep -i warden | sort >"$before" || true
export DEBIAN_FRONTEND=noninteractive
# dpkg does not wait for its lock: another apt may hold it for minutes.
dpkg_locked() { # runs dpkg "$@"; fails at once unless the lock is another's
    local out
    for _ in $(seq 60); do
        out=$(dpkg "$@" 2>&1) && return 0
        grep -q 'lock' <<<"$out" || { echo "$out" >&2; return 1; }
        sleep 5
    done
    echo "$out" >&2
    return 1
}
dpkg_locked -i "$deb" || { fail "dpkg -i failed"; exit 1; }
out=$(/usr/bin/warden run -- /bin/true 2>&1) || fail "/usr/bin/warden run -- /bin/true: $out"
version=$(warden --version) || fail "warden --version failed"
[ "$version" = "$("$build/warden" --version)" ] || fail "installed $version, built $("$build/warden" --version)"
getent group warden >/dev/null || fail "no group warden after install (sysusers.d)"
grep -qx 'ExecStart=/usr/bin/warden serve' /usr/lib/systemd/system/warden.service ||
    fail "warden.service does not start /usr/bin/warden"
grep -qx 'ListenStream=/run/warden/warden.sock' /usr/lib/systemd/system/warden.socket ||
    fail "warden.socket does not listen on /run/warden/warden.sock"
/usr/bin/warden profile list | grep -q '^cpython  *.*/usr/share/warden/profiles/cpython.conf' ||
    fail "the packaged profiles are not on the search path: $(/usr/bin/warden profile list)"
MANWIDTH=80 man warden 2>&1 | grep -q 'warden run' || fail "man warden does not show warden(1)"

dpkg_locked -r warden || fail "dpkg -r failed"
[ ! -e /usr/bin/warden ] || fail "dpkg -r left /usr/bin/warden"
dpkg_locked -P warden || fail "dpkg -P failed"
after=$(find /usr /etc /var/lib/systemd 2>/dev/null | grep -i warden | sort || true)
left=$(comm -13 "$before" <(echo "$after") | grep -v '^$' || true)
[ -z "$left" ] || fail "left behind after dpkg -P: $left"
dpkg-query -W warden >/dev/null 2>&1 && [ "$(dpkg-query -W -f '${Status}' warden)" != "unknown ok not-installed" ] &&
    fail "dpkg still knows warden: $(dpkg-query -W -f '${Status}' warden)"
[ $status = 0 ] && echo "deb: $(basename "$deb") builds, is lintian-clean, installs, runs and purges cleanly"
exit $status
