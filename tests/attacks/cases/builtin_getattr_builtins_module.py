# expect: error NameError
# getattr on __builtins__.
getattr(__builtins__, "eval")("1")
