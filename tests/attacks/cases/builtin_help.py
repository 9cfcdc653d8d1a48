# expect: error NameError
# help() starts pydoc.
help(len)
