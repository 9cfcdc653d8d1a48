# expect: error NameError
# open is not provided: no file system access.
print(open("/etc/passwd").read())
