# expect: memory MemoryError
# imports: json
# An indent of 10**9 spaces per level must be refused before it is allocated.
import json
print(len(json.dumps([[1]], indent=10 ** 9)))
