# expect: error TypeError
# imports: re
# m.expand(complex(...)) read the complex as a str: about 400 bytes of heap came back (the cross-tenant leak's first half).
import re
re.match('a', 'a').expand(complex(1e300, 1e300))
