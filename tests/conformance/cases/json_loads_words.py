import json
for s in ['null','true','false','NaN','Infinity','-Infinity','-1.5e3','12','[null, true, -Infinity, NaN]','nul','-','tru','-Inf','x','','{"a": [1, false]}']:
    try: print(repr(json.loads(s)))
    except Exception as e: print(type(e).__name__, e)
print(json.loads('[NaN, -Infinity]', parse_constant=lambda c: 'C'+c))
print(json.JSONDecoder().raw_decode('true xyz'))
