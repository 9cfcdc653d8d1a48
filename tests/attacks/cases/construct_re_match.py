# expect: error TypeError
# imports: re
# re.Match() made a match object with no pattern and no subject, which crashed on use.
import re
m = re.Match()
m.group(0)
