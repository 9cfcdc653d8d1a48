#!/usr/bin/env bash
# Module benchmarks (issue 5): Counter over a word list, and sorting with a key function
# (operator.itemgetter and functools.cmp_to_key), run by warden's executor (unjailed,
# BUILD/tests/pyexec) and by /usr/bin/python3. Each snippet runs ROUNDS times; the table
# gives the median wall time of a whole run, interpreter start included.
set -euo pipefail
build=${1:-build}
rounds=${ROUNDS:-5}
pyexec=$(realpath "$build/tests/pyexec")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

cat >"$tmp/counter_words.py" <<'PY'
from collections import Counter
words = ['w%d' % ((i * 7919) % 5003) for i in range(200000)]
c = Counter(words)
c.update(words[:50000])
print(len(c), c.most_common(3))
PY
cat >"$tmp/sort_itemgetter.py" <<'PY'
from operator import itemgetter
rows = [((i * 7919) % 10007, 'r%d' % i) for i in range(100000)]
a = sorted(rows, key=itemgetter(0))
b = sorted(rows, key=itemgetter(1), reverse=True)
print(a[0], b[0])
PY
cat >"$tmp/sort_cmp_to_key.py" <<'PY'
from functools import cmp_to_key
rows = [((i * 7919) % 10007, 'r%d' % i) for i in range(20000)]
def cmp(x, y):
    return x[0] - y[0] or (x[1] > y[1]) - (x[1] < y[1])
s = sorted(rows, key=cmp_to_key(cmp))
print(s[0], s[-1])
PY

# median wall time in ms of `"$@"`, over $rounds runs
median_ms() {
  local times=()
  for _ in $(seq "$rounds"); do
    local start end
    start=$(date +%s%N)
    "$@" >/dev/null
    end=$(date +%s%N)
    times+=($(((end - start) / 1000000)))
  done
  printf '%s\n' "${times[@]}" | sort -n | sed -n "$(((rounds + 1) / 2))p"
}

echo "## Modules: collections, operator, functools ($rounds rounds, median ms)"
echo
echo "| snippet | warden executor | /usr/bin/python3 |"
echo "|---|---:|---:|"
for name in counter_words sort_itemgetter sort_cmp_to_key; do
  # both must print the same thing, or the timing compares different work
  if ! cmp -s <(PYEXEC_IMPORTS='*' PYEXEC_MAX_OPS=100000000 "$pyexec" "$tmp/$name.py") \
              <(/usr/bin/python3 "$tmp/$name.py"); then
    echo "| $name | output differs from CPython | |"
    continue
  fi
  ours=$(PYEXEC_IMPORTS='*' PYEXEC_MAX_OPS=100000000 median_ms "$pyexec" "$tmp/$name.py")
  theirs=$(median_ms /usr/bin/python3 "$tmp/$name.py")
  echo "| $name | $ours | $theirs |"
done
