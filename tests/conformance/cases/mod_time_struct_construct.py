import time
def gen():
    yield 1
    raise KeyError('inside')
for f in [lambda: time.struct_time(), lambda: time.struct_time(1,2,3), lambda: time.struct_time((1,)*9, x=1), lambda: time.struct_time(sequence=(1,)*9), lambda: time.struct_time((1,)*9, {}), lambda: time.struct_time((1,)*9, None), lambda: time.struct_time((1,)*8), lambda: time.struct_time((1,)*12), lambda: time.struct_time(5), lambda: time.struct_time((1,)*9, 5),lambda: time.struct_time((1,)*9, {'tm_zone': 'X'}).tm_zone, lambda: time.struct_time((1,)*10, {'tm_zone': 'X', 'tm_gmtoff': 7}).tm_gmtoff, lambda: time.struct_time(range(11)).tm_zone, lambda: time.struct_time(gen()), lambda: time.struct_time(sequence=[2]*9, dict={})]:
  try: print(f())
  except Exception as e: print(type(e).__name__, e)
