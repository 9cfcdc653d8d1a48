# expect: error NameError
# compile is not provided.
code = compile("1", "<s>", "eval")
