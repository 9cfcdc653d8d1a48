# expect: ok
# imports: random
# random.seed(1, 1.5): version was read as big-int internals (a segfault); CPython compares it with == and seeds.
import random
random.seed(1, 1.5)
a = random.random()
random.seed(1, 2.0)
assert random.random() == 0.13436424411240122
