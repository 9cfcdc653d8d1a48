#!/usr/bin/env bash
# dist/completion/warden, sourced into bash and asked as bash would ask it.
set -euo pipefail
build=${1:?usage: completion.sh BUILD_DIR}
root=$(cd "$(dirname "$0")/../.." && pwd)
warden=$(realpath "$build/warden")
source "$root/dist/completion/warden"
status=0
complete_words() { # the words typed so far, the last one being completed
    COMP_WORDS=("$warden" "$@") COMP_CWORD=$# COMPREPLY=()
    _warden
    echo " ${COMPREPLY[*]} "
}
expect() { # expect WORD... -- WORDS...: each WORD is among the completions
    local want=() got
    while [ "$1" != -- ]; do want+=("$1"); shift; done
    shift
    got=$(complete_words "$@")
    for w in "${want[@]}"; do
        [[ $got == *" $w "* ]] || { echo "completion: '$*' does not offer $w (got:$got)" >&2; status=1; }
    done
}
expect run serve mcp check profile syscalls learn --version -- ""
expect --pool --max-jails --profiles-dir --socket -- serve --
expect --no-connect --connect --timeout --memory -- run --
expect cpython strict default -- run -p ""
expect list show lint diff -- profile ""
expect cpython -- profile show cp
expect @network-io -- syscalls @net
[ $status = 0 ] && echo "completion: commands, options and profile names complete"
exit $status
