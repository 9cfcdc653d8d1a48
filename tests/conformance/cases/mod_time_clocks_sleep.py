import time
print(type(time.time()), type(time.time_ns()), type(time.monotonic()), type(time.monotonic_ns()))
print(type(time.perf_counter()), type(time.perf_counter_ns()), type(time.process_time()), type(time.process_time_ns()))
a = time.monotonic()
time.sleep(0.01)
b = time.monotonic()
print(b - a >= 0.01, b >= a, time.time() > 1.7e9, time.time_ns() > 1.7e18)
start = time.perf_counter()
total = sum(range(10000))
print(total, time.perf_counter() >= start)
time.sleep(0)
for bad in [-1, "x", float("nan"), None]:
    try:
        time.sleep(bad)
    except (ValueError, TypeError) as e:
        print(type(e), e)
