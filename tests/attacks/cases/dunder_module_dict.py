# expect: ok
# imports: math re csv
# A module's __dict__ is a copy without the containers native code trusts (re's pattern
# cache, csv's dialect registry): a snippet cannot corrupt them through it.
import math, re, csv
re.compile("a+")
assert math.__dict__["pi"] == math.pi
assert "__cache__" not in re.__dict__ and "__dialects__" not in csv.__dict__
math.__dict__["pi"] = 3
assert math.pi != 3
print(re.match("a+", "aa").group())
