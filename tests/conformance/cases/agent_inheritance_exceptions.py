class APIError(Exception):
    status = 500
    def __init__(self, message, *, details=None):
        super().__init__(message)
        self.details = details or {}
    def to_dict(self):
        return {"error": type(self).__name__, "message": str(self), "status": self.status, **self.details}
class NotFound(APIError):
    status = 404
class BadRequest(APIError):
    status = 400
def handle(path):
    if path == "/missing":
        raise NotFound(f"{path} not found", details={"path": path})
    if not path.startswith("/"):
        raise BadRequest("path must start with /")
    if path == "/crash":
        raise RuntimeError("boom")
    return {"ok": path}
for p in ["/users", "/missing", "bad", "/crash"]:
    try:
        print(handle(p))
    except APIError as e:
        print(e.status, e.to_dict())
    except Exception as e:
        print("unexpected", repr(e))
e = NotFound("x")
print(isinstance(e, APIError), e.args, str(e), repr(e), NotFound.__mro__[1].__name__)
print(issubclass(NotFound, Exception), BadRequest.status, APIError("m").status)
try:
    raise NotFound("chained") from ValueError("root")
except APIError as err:
    print(type(err.__cause__).__name__, err.__cause__.args)
