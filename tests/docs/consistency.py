"""Claims in README.md that the code and the benchmark tables must back:
- the latencies quoted in the prose ("0.75 ms against 1.28 ms") are figures of
  its benchmark tables, not an older run's;
- the jail's step table names files that exist in jail/, and every jail/ file
  that is a step of the jail (all but the helpers util.c and fdpass.c).
Usage: consistency.py REPO_ROOT"""
import os
import re
import sys

root = sys.argv[1]
readme = open(os.path.join(root, "README.md")).read()
failures = []

table_cells = set()
for line in readme.split("\n"):
    if line.startswith("|"):
        table_cells.update(c.strip().strip("*") for c in line.split("|"))
for line in readme.split("\n"):
    if line.startswith("|"):
        continue
    # Measured figures have two decimals; "~0.3 ms" is an estimate.
    for number in re.findall(r"(?<![~\d.])(\d+\.\d\d) ms", line):
        if number not in table_cells:
            failures.append("README quotes %s ms, which no table of it shows: %s" % (number, line))

section = readme.split("## The jail, step by step (jail/)", 1)[1].split("\n## ", 1)[0]
named = set()
for line in section.split("\n"):
    if line.startswith("| ") and not line.startswith("| step"):
        files = line.split("|")[2]
        named.update(re.findall(r"`([\w.]+\.c)`", files))
jail = {f for f in os.listdir(os.path.join(root, "jail")) if f.endswith(".c")}
helpers = {"util.c", "fdpass.c"}  # error messages and the clock; SCM_RIGHTS for the server
for f in sorted(named - jail):
    failures.append("README's jail table names jail/%s, which does not exist" % f)
for f in sorted(jail - named - helpers):
    failures.append("README's jail table does not name jail/%s" % f)

for f in failures:
    print("docs: " + f, file=sys.stderr)
if not failures:
    print("docs: README's latencies match its tables; its jail table names every jail/ file")
sys.exit(1 if failures else 0)
