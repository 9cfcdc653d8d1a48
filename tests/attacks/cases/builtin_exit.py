# expect: error NameError
# exit() and quit() come from site; they are not provided.
exit(0)
