# expect: ok
# imports: csv
# A writer whose write method raises, and a field whose str() raises.
import csv
class W:
    def write(self, s):
        raise OSError("disk full")
try:
    csv.writer(W()).writerow([1, 2])
except OSError as e:
    print("OSError", e)
class F:
    def __str__(self):
        raise RuntimeError("bad field")
class Sink:
    def write(self, s):
        return len(s)
try:
    csv.writer(Sink()).writerow([F()])
except RuntimeError as e:
    print("RuntimeError", e)
