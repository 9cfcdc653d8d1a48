# json.load's first parameter is fp, by position or keyword
import json, io
for f in [lambda: json.load(), lambda: json.load(fp=io.StringIO("[1]")), lambda: json.load(io.StringIO("[1]"), 2)]:
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
