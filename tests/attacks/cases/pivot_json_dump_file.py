# expect: error NameError
# imports: json
# json.dump needs a file object; open() does not exist.
import json
json.dump({"a": 1}, open("/tmp/x", "w"))
