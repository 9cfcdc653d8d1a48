# expect: error TypeError
# type({}.keys())() made a view with no dict, which crashed on len() or iteration.
k = type({}.keys())()
len(k)
list(k)
