#!/usr/bin/env bash
# warden(1) against the code: every command and option that cli/ parses must be in
# the man page, and both man pages must render with man -l without a warning.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
page=$root/docs/warden.1
status=0

# Long options: the getopt tables ({"name", no_argument, ...}) and the ones
# compared by hand (strcmp(arg, "--json")). Short ones: the getopt strings.
longs=$(grep -ohE '\{"[a-z][a-z-]*", *(no|required|optional)_argument|"--[a-z][a-z-]*"' "$root"/cli/*.c |
    sed -E 's/^\{"([a-z-]+)".*/--\1/; s/"//g' | sort -u)
shorts=$(grep -ohE 'getopt_long\(argc, argv, "[^"]*"' "$root"/cli/*.c |
    sed -E 's/.*"([^"]*)"$/\1/; s/[+:]//g' | fold -w1 | sort -u | sed 's/^/-/')
commands=$(grep -ohE '^    \{"[a-z]+", cmd_[a-z_]+,' "$root/cli/main.c" | sed -E 's/.*\{"([a-z]+)".*/\1/')
[ -n "$longs" ] && [ -n "$shorts" ] && [ -n "$commands" ] || { echo "man: extracted nothing from cli/" >&2; exit 1; }

# In roff a minus is \-, so --json is written \-\-json.
for opt in $longs $shorts; do
    roff=${opt//-/\\-}
    grep -qF -- "\\fB$roff" "$page" || { echo "man: warden(1) does not document $opt" >&2; status=1; }
done
for c in $commands list show lint diff; do
    grep -qE "^\\\\fB(warden |profile )?$c\\b" "$page" || { echo "man: warden(1) has no entry for $c" >&2; status=1; }
done
n=$(echo $longs $shorts $commands | wc -w)

if ! command -v man >/dev/null || ! command -v groff >/dev/null; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq man-db groff-base >/dev/null 2>&1 || true
    fi
fi
if command -v man >/dev/null && command -v groff >/dev/null; then
    for p in "$page" "$root/docs/warden.profile.5"; do
        warnings=$(MANWIDTH=80 man --warnings -l "$p" 2>&1 >/dev/null || echo "man -l failed")
        [ -z "$warnings" ] || { echo "man: $p: $warnings" >&2; status=1; }
    done
else
    echo "man: SKIP rendering: man or groff is missing and cannot be installed here" >&2
fi
[ $status = 0 ] && echo "man: $n commands and options all in warden(1); the pages render cleanly"
exit $status
