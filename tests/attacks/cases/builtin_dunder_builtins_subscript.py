# expect: error NameError
# The classic __builtins__['eval'] lookup.
f = __builtins__["eval"]
