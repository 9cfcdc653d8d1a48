"""Prints the runnable examples of warden's docs as one bash script per
document, for tests/docs/run-examples.sh.

From Markdown: fenced ```sh and ```shell blocks are run; a fenced ```ini block
whose first line is a comment naming an absolute path (`# /etc/warden/...`)
is written to that path first, as the reader would. From man pages: the
.nf/.fi blocks of the EXAMPLES section. A block right after the line
`<!-- no-test: REASON -->` is skipped, and REASON is printed: the marker is
for examples that need a model or a network, or that run the test suite.

Usage: extract-examples.py OUTDIR FILE...   (writes OUTDIR/NN-name.sh)"""
import os
import re
import shlex
import sys


def markdown_blocks(text):
    lines = text.split("\n")
    skip = None
    i = 0
    while i < len(lines):
        line = lines[i]
        m = re.match(r"<!-- no-test: (.*) -->\s*$", line)
        if m:
            skip = m.group(1)
        fence = re.match(r"```(\w*)\s*$", line)
        if fence:
            lang, body = fence.group(1), []
            i += 1
            while i < len(lines) and not lines[i].startswith("```"):
                body.append(lines[i])
                i += 1
            yield lang, "\n".join(body), skip
            skip = None
        elif line.strip() and not m:
            skip = None if not line.startswith("<!--") else skip
        i += 1


def man_blocks(text):
    section = None
    body = None
    for line in text.split("\n"):
        if line.startswith(".SH"):
            section = line[3:].strip().strip('"')
        elif section == "EXAMPLES" and line.startswith(".nf"):
            body = []
        elif body is not None and line.startswith(".fi"):
            yield "sh", "\n".join(body), None
            body = None
        elif body is not None and not line.startswith("."):
            body.append(line.replace("\\-", "-").replace("\\e", "\\").replace("\\(aq", "'"))


def script(path, blocks):
    out = ["# From %s" % path]
    n = 0
    for lang, body, skip in blocks:
        if lang in ("sh", "shell"):
            if skip:
                out.append("echo %s >&2" % shlex.quote("docs: SKIP a block of %s: %s" % (path, skip)))
                continue
            n += 1
            out.append("echo %s >&2" % shlex.quote("docs: %s, example %d" % (path, n)))
            for line in body.split("\n"):
                out.append(line)
                # A reader types the next line a moment after starting a server.
                if re.search(r"(^|[^&])&\s*(#.*)?$", line):
                    out.append("sleep 1")
        elif lang == "ini":
            first = body.split("\n", 1)[0]
            m = re.match(r"#\s*(/\S+)$", first)
            if m:
                target = m.group(1)
                out.append("mkdir -p %s" % shlex.quote(os.path.dirname(target)))
                out.append("cat >%s <<'WARDEN_DOCS_EOF'\n%s\nWARDEN_DOCS_EOF" % (shlex.quote(target), body))
    return "\n".join(out) + "\n", n


def main():
    outdir, files = sys.argv[1], sys.argv[2:]
    for i, path in enumerate(files):
        text = open(path).read()
        blocks = man_blocks(text) if re.search(r"\.[1-8]$", path) else markdown_blocks(text)
        body, n = script(path, blocks)
        name = "%02d-%s.sh" % (i, os.path.basename(path))
        with open(os.path.join(outdir, name), "w") as f:
            f.write(body)
        print("%s %d" % (name, n))


main()
