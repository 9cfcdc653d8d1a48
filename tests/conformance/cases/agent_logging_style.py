from datetime import datetime
LEVELS = {"DEBUG": 10, "INFO": 20, "WARNING": 30, "ERROR": 40}

class Logger:
    def __init__(self, name, level="INFO"):
        self.name = name
        self.level = LEVELS[level]
        self.records = []
    def log(self, level, msg, *args, **extra):
        if LEVELS[level] < self.level:
            return
        text = msg % args if args else msg
        stamp = datetime(2024, 1, 1, 12, 0, len(self.records)).strftime("%H:%M:%S")
        line = f"{stamp} {level:<7} {self.name}: {text}"
        if extra:
            line += " " + " ".join(f"{k}={v}" for k, v in sorted(extra.items()))
        self.records.append(line)
        print(line)
    def debug(self, *a, **k): self.log("DEBUG", *a, **k)
    def info(self, *a, **k): self.log("INFO", *a, **k)
    def error(self, *a, **k): self.log("ERROR", *a, **k)

log = Logger("app")
log.debug("hidden %d", 1)
log.info("started with %d workers", 4, pid=123)
log.error("failed: %s (%.1f%%)", "disk", 99.5, host="db1", code=7)
print(len(log.records))
