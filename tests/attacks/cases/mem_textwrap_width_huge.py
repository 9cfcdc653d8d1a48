# expect: ok
# imports: textwrap
# A huge width is only a number: nothing is allocated for it.
import textwrap
print(textwrap.fill("a b c", width=10 ** 18))
