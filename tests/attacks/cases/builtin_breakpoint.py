# expect: error NameError
# breakpoint() would start a debugger.
breakpoint()
