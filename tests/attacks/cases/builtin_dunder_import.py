# expect: error NameError
# __import__ is not a name user code can reach.
os = __import__("os")
print(os.getpid())
