# expect: error AttributeError
# imports: json
# CPython's json exposes decoder, encoder and scanner submodules; ours has none.
import json
print(json.decoder)
