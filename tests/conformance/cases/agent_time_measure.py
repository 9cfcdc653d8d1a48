import time
start = time.time()
t0 = time.perf_counter()
total = sum(i * i for i in range(10000))
elapsed = time.perf_counter() - t0
print(total, elapsed >= 0, time.time() >= start)
ts = time.gmtime(0)
print(ts.tm_year, ts.tm_mon, time.strftime("%Y-%m-%d", ts))
print(time.strftime("%H:%M:%S", time.gmtime(3661)))
print(type(time.monotonic()).__name__, isinstance(time.time_ns(), int))
time.sleep(0.01)
print("slept")
