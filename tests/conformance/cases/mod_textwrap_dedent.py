import textwrap
print(repr(textwrap.dedent("    a\n      b\n    c\n")))
print(repr(textwrap.dedent("  a\n\tb\n")), repr(textwrap.dedent("  x\n  \n   y")))
print(repr(textwrap.dedent("no indent\n  x")), repr(textwrap.dedent("")), repr(textwrap.dedent("\n\n")))
print(repr(textwrap.dedent("\t\tx\n\t\ty\n\t\t\tz")))
print(repr(textwrap.dedent("   \n  a\n    b\n")))
code = '''
    def f():
        return 1
'''
print(textwrap.dedent(code))
print(repr(textwrap.indent("a\n\nb\n", "> ")), repr(textwrap.indent("a\n b", "+", lambda l: True)))
print(repr(textwrap.indent("x\r\ny\n  \nz", "  ")))
print(textwrap.indent(textwrap.dedent(code).strip(), '>>> '))
