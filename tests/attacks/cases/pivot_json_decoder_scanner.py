# expect: error AttributeError | error ImportError
# Internals of an allowed module's Python implementation.
import json
print(json.decoder.scanner.c_make_scanner)
