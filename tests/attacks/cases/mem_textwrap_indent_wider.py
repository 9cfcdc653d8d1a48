# expect: ops | memory MemoryError
# imports: textwrap
# A subsequent_indent wider than width with drop_whitespace=False makes CPython's algorithm
# add empty lines forever (CPython hangs and eats memory); ours must stop at a limit.
import textwrap
textwrap.wrap("a b c", width=1, subsequent_indent="  ", drop_whitespace=False)
