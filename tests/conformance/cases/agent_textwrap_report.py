import textwrap

para = ("Warden is a sandbox for untrusted code. It runs agent snippets in an interpreter "
        "written in C, inside namespaces and a seccomp filter, and reports what happened.")
print(textwrap.fill(para, width=40))
print("---")
for line in textwrap.wrap(para, width=50, initial_indent="* ", subsequent_indent="  "):
    print(line)
print(textwrap.shorten(para, width=60, placeholder=" [...]"))
code = """
    def f():
        return 1
"""
print(textwrap.dedent(code))
print(textwrap.indent("a\nb\n\nc", "> "))
print(textwrap.indent("a\nb", "+ ", lambda line: True))
