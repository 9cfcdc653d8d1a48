# A class-based context manager that records timing-free events.
class Transaction:
    def __init__(self, log):
        self.log = log
    def __enter__(self):
        self.log.append("begin")
        return self
    def __exit__(self, exc_type, exc, tb):
        self.log.append("rollback" if exc_type else "commit")
        return exc_type is ValueError
log = []
with Transaction(log):
    log.append("work")
with Transaction(log):
    raise ValueError("oops")
print(log)
