# expect: ok | error OverflowError | error error | memory MemoryError
# A pattern whose compiled size is enormous must be refused, not allocated.
import re
try:
    re.compile("(?:a{65535}){65535}")
except Exception as e:
    print(type(e))
