"""Checks the results run.sh collected for the attack corpus (see README.md).

usage: check.py CASE_DIR RESULT_DIR TIMEOUT
RESULT_DIR holds NAME.json (pyexec --json stdout), NAME.stderr and NAME.rc for
each NAME.py in CASE_DIR. Prints one line per failure and the closing line
"attacks: N passed, N failed"; exits 1 if any case failed.
"""
import json
import os
import re
import sys

HEADER = re.compile(r"#\s*expect:\s*(.+?)\s*$")


def parse_expect(path):
    """The header's alternatives as (status, name or None) pairs."""
    with open(path, "rb") as f:  # the rest of the file may not be UTF-8
        first = f.readline().decode("utf-8", "replace")
    m = HEADER.match(first)
    if not m:
        raise ValueError("first line is not '# expect: STATUS [Name]'")
    alternatives = []
    for alt in m.group(1).split("|"):
        words = alt.split()
        if not 1 <= len(words) <= 2:
            raise ValueError(f"bad expectation {alt.strip()!r}")
        alternatives.append((words[0], words[1] if len(words) == 2 else None))
    return alternatives


def parse_result(text):
    """The result object: the whole stdout, or else its last line that is one."""
    try:
        return json.loads(text)
    except ValueError:
        pass
    for line in reversed(text.splitlines()):
        if line.startswith("{"):
            try:
                return json.loads(line)
            except ValueError:
                break
    raise ValueError("no JSON result object on stdout")


def outcome(result):
    status = result.get("status")
    error = result.get("error")
    name = error.get("name") if isinstance(error, dict) else None
    message = error.get("message", "") if isinstance(error, dict) else ""
    return status, name, message


def check(case_dir, result_dir, timeout, name):
    """None if the case passed, else what went wrong."""
    alternatives = parse_expect(os.path.join(case_dir, name + ".py"))
    base = os.path.join(result_dir, name)
    rc = int(open(base + ".rc").read())
    stderr = open(base + ".stderr", errors="replace").read().strip().splitlines()
    tail = f" (stderr: {stderr[-1][:200]})" if stderr else ""
    if rc in (124, 137, 128 + 24):  # timeout(1), its SIGKILL, SIGXCPU (ulimit -t)
        return f"hung: killed after {timeout} s of CPU time (or 6 times that of wall clock){tail}"
    if rc not in (0, 1):
        how = f"signal {rc - 128}" if rc > 128 else f"exit status {rc}"
        return f"crashed: {how}{tail}"
    try:
        result = parse_result(open(base + ".json", errors="replace").read())
    except ValueError as e:
        return f"{e}{tail}"
    status, got_name, message = outcome(result)
    for want_status, want_name in alternatives:
        if want_status == "any":
            return None
        if status == want_status and (want_name is None or got_name == want_name):
            return None
    want = " | ".join(s + (" " + n if n else "") for s, n in alternatives)
    got = f"{status}" + (f" {got_name}: {message[:200]}" if got_name else "")
    return f"expected {want}, got {got}"


def main():
    case_dir, result_dir, timeout = sys.argv[1:4]
    names = sorted(f[:-3] for f in os.listdir(case_dir) if f.endswith(".py"))
    passed_list = os.environ.get("PASSED_LIST")
    passed = failed = 0
    for name in names:
        try:
            problem = check(case_dir, result_dir, timeout, name)
        except (OSError, ValueError) as e:
            problem = f"cannot check: {e}"
        if problem is None:
            passed += 1
            if passed_list:
                with open(passed_list, "a") as f:
                    f.write(name + "\n")
        else:
            failed += 1
            print(f"FAIL {name}: {problem}")
    print(f"attacks: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
