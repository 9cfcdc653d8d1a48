# expect: ops
# cycle() never ends.
import itertools
for x in itertools.cycle([1, 2]):
    pass
