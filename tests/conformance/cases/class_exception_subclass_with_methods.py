# Exception subclasses with extra methods and str override.
class HttpError(Exception):
    def __init__(self, code, reason):
        super().__init__(code, reason)
        self.code = code
    def __str__(self):
        return f"HTTP {self.code}"
    def retryable(self):
        return self.code >= 500
for code in (404, 503):
    try:
        raise HttpError(code, "reason")
    except HttpError as e:
        print(e, e.args, e.retryable())
