from collections import Counter, OrderedDict
d={1:2}
print(d.keys(), d.values(), d.items(), {}.keys())
print(Counter("aab"), Counter(), Counter({1:"x", 2:3}) if False else "", OrderedDict(a=1), OrderedDict())
o=OrderedDict(a=1); o["s"]=o; print(o)
print(o.keys(), o.items())
class B:
  def __repr__(self): raise ValueError("r")
try: print(Counter({B():1}))
except ValueError as e: print("VE", e)
try: print({B():1}.keys())
except ValueError as e: print("VE", e)
