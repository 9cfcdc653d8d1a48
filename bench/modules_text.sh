#!/usr/bin/env bash
# Module benchmarks (issue 5): json dumps and loads of a ~2 MB document, and regex findall
# over 1 MB of text, run by warden's executor (unjailed, BUILD/tests/pyexec) and by
# /usr/bin/python3. Each snippet runs ROUNDS times; the table gives the median wall time
# of a whole run, interpreter start included.
set -euo pipefail
build=${1:-build}
rounds=${ROUNDS:-5}
pyexec=$(realpath "$build/tests/pyexec")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

cat >"$tmp/json_dumps.py" <<'PY'
import json
doc = [{"id": i, "name": "user%d" % i, "score": i * 0.25, "tags": ["a", "b", str(i % 7)],
        "active": i % 3 == 0, "note": None} for i in range(20000)]
total = 0
for _ in range(3):
    total += len(json.dumps(doc))
total += len(json.dumps(doc, indent=2, sort_keys=True))
print(total)
PY
cat >"$tmp/json_loads.py" <<'PY'
import json
doc = [{"id": i, "name": "user%d" % i, "score": i * 0.25, "tags": ["a", "b", str(i % 7)],
        "active": i % 3 == 0, "note": None, "text": "caf\u00e9 \"quoted\"\n"} for i in range(20000)]
text = json.dumps(doc)
n = 0
for _ in range(3):
    n += len(json.loads(text))
print(len(text), n)
PY
cat >"$tmp/re_findall.py" <<'PY'
import re
line = "Contact jane.doe@example.com or call 555-0134 about order #8812, due 2024-03-15. "
text = line * (1000000 // len(line))
words = re.findall(r"\w+", text)
emails = re.findall(r"[\w.]+@[\w]+\.[a-z]{2,}", text)
dates = re.findall(r"(\d{4})-(\d{2})-(\d{2})", text)
print(len(text), len(words), len(emails), len(dates), dates[0])
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

echo "## Modules: json, re ($rounds rounds, median ms)"
echo
echo "| snippet | warden executor | /usr/bin/python3 |"
echo "|---|---:|---:|"
for name in json_dumps json_loads re_findall; do
  # both must print the same thing, or the timing compares different work
  if ! cmp -s <(PYEXEC_IMPORTS='*' PYEXEC_MAX_OPS=1000000000 "$pyexec" "$tmp/$name.py") \
              <(/usr/bin/python3 "$tmp/$name.py"); then
    echo "| $name | output differs from CPython | |"
    continue
  fi
  ours=$(PYEXEC_IMPORTS='*' PYEXEC_MAX_OPS=1000000000 median_ms "$pyexec" "$tmp/$name.py")
  theirs=$(median_ms /usr/bin/python3 "$tmp/$name.py")
  echo "| $name | $ours | $theirs |"
done
