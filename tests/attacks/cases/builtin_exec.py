# expect: error NameError
# exec is not provided.
exec("import os")
