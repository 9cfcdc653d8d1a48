#!/usr/bin/env bash
# Checks executor/'s dependency rule (written in executor/README.md) from the #include
# lines, so that the layers still hold tomorrow: a file may include its own folder's
# headers and those of the layers below its own. An include that runs back up fails the
# check unless it is listed in EXCEPTIONS below, with its reason.
# usage: check-deps.sh [ROOT]     (ROOT holds executor/; default: this repository)
#        check-deps.sh --self-test (shows that a new back-up include fails)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)

# Layers from the bottom; a layer may include every layer before it in this list.
LAYERS=(unicode core types front eval lib top)

# Back-up includes that are allowed, as "FROM -> TO  reason" (paths under executor/).
EXCEPTIONS=(
    # core and types form one object system (executor/README.md)
    "core/ops.c -> types/strfmt.h  format(value, spec) is an operator of the object protocol"
)

layer_of() { # executor/DIR/file -> DIR, executor/file -> top
    local rel=${1#executor/}
    case $rel in */*) echo "${rel%%/*}" ;; *) echo top ;; esac
}
rank_of() {
    local i
    for i in "${!LAYERS[@]}"; do
        [ "${LAYERS[$i]}" = "$1" ] && { echo "$i"; return; }
    done
    echo "unknown layer '$1' (add it to LAYERS in $0)" >&2
    return 1
}

check() { # ROOT -> prints violations, returns 1 if any
    local root=$1 bad=0 file inc from to rf rt pair
    cd "$root"
    while IFS= read -r file; do
        from=$(layer_of "$file")
        rf=$(rank_of "$from")
        while IFS= read -r inc; do
            to=$(layer_of "$inc")
            rt=$(rank_of "$to")
            [ "$from" = "$to" ] && continue
            [ "$rt" -lt "$rf" ] && continue
            pair="${file#executor/} -> ${inc#executor/}"
            if printf '%s\n' "${EXCEPTIONS[@]}" | grep -qF -- "$pair  "; then
                continue
            fi
            echo "layer rule: $file ($from) includes $inc ($to), a layer above it"
            bad=1
        done < <(sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\(executor\/[^"]*\)".*/\1/p' "$file")
    done < <(find executor -name '*.[ch]' -o -name '*.cc' | sort)
    return $bad
}

if [ "${1:-}" = --self-test ]; then
    tmp=$(mktemp -d)
    trap 'rm -rf "$tmp"' EXIT
    mkdir -p "$tmp/executor/unicode" "$tmp/executor/core"
    echo '#include "executor/unicode/a.h"' >"$tmp/executor/core/ok.c"
    check "$tmp" >/dev/null || { echo "check-deps self-test: a downward include failed" >&2; exit 1; }
    echo '#include "executor/core/vm.h"' >"$tmp/executor/unicode/up.c"
    if out=$(check "$tmp"); then
        echo "check-deps self-test: an upward include (unicode -> core) passed" >&2
        exit 1
    fi
    case $out in *"executor/unicode/up.c (unicode) includes executor/core/vm.h"*) ;;
    *) echo "check-deps self-test: unexpected report: $out" >&2; exit 1 ;; esac
    echo "check-deps: self-test passed (an upward include fails)"
    exit 0
fi

root=${1:-$(cd "$here/../.." && pwd)}
if check "$root"; then
    echo "check-deps: executor layers hold (${#EXCEPTIONS[@]} listed exception(s))"
else
    echo "check-deps: an include runs back up the layers; see executor/README.md" >&2
    exit 1
fi
