# kernel: the command runtime's worker. The host's python3 runs it inside the
# jail (python3 -I -B -c KERNEL OUTPUT_MAX) and it speaks server/worker.h's
# protocol on fd 3: one session, globals kept across exec, tools and
# final_answer relayed, values as smolagents-style tagged JSON (never pickle).
# The jail is the only boundary here: this is CPython, imports are free.
import ast, base64, builtins, json, os, sys, time, traceback

CHANNEL = 3
OUTPUT_MAX = int(sys.argv[1]) if len(sys.argv) > 1 else 1 << 20
_pending = b""


MESSAGE_MAX = 16 << 20  # server/limits.h: SERVER_MAX_MESSAGE


def send(msg):
    # Lone surrogates cannot travel as UTF-8: replaced, never fatal.
    data = json.dumps(msg, separators=(",", ":"), ensure_ascii=False)
    if len(data) > MESSAGE_MAX and msg.get("output") is not None:
        # Too big for the channel, where the server would take it for a broken
        # worker: the result goes without the value, and says so.
        msg = dict(msg, output=None, output_repr="<the value is too large to return>")
        data = json.dumps(msg, separators=(",", ":"), ensure_ascii=False)
    data = (data + "\n").encode("utf-8", "replace")
    while data:
        data = data[os.write(CHANNEL, data):]


def receive():
    global _pending
    while b"\n" not in _pending:
        chunk = os.read(CHANNEL, 65536)
        if not chunk:
            os._exit(0)  # the server is done with this jail
        _pending += chunk
    line, _, _pending = _pending.partition(b"\n")
    return json.loads(line)


class Handle:
    """A host value with no JSON form: its repr here, the original on the host."""

    def __init__(self, hid, text):
        self.hid, self.text = hid, text

    def __repr__(self):
        return self.text

    def __eq__(self, other):
        return isinstance(other, Handle) and other.hid == self.hid

    def __hash__(self):
        return hash(self.hid)


def to_json(v):
    t = type(v)
    if v is None or t in (str, bool):
        return v
    if t is int:  # beyond 64 bits and non-finite floats: tagged (docs/server.md, "Numbers")
        return v if -2**63 <= v < 2**63 else {"__type__": "int", "value": str(v)}
    if t is float:
        return v if v == v and v not in (float("inf"), float("-inf")) else \
            {"__type__": "float", "value": repr(v)}
    if t is Handle:
        return {"__type__": "handle", "id": v.hid, "repr": v.text}
    if t is list:
        return [to_json(x) for x in v]
    if t is dict:
        if all(type(k) is str for k in v):
            return {k: to_json(x) for k, x in v.items()}
        return {"__type__": "dict_with_complex_keys", "data": [[to_json(k), to_json(x)] for k, x in v.items()]}
    if t in (tuple, set, frozenset):
        return {"__type__": t.__name__, "data": [to_json(x) for x in v]}
    if t is bytes:
        return {"__type__": "bytes", "data": base64.b64encode(v).decode()}
    if t is complex:
        return {"__type__": "complex", "real": v.real, "imag": v.imag}
    module = getattr(t, "__module__", "")
    if module == "datetime" and t.__name__ in ("datetime", "date", "time"):
        return {"__type__": t.__name__, "data": v.isoformat()}
    if module == "datetime" and t.__name__ == "timedelta":
        return {"__type__": "timedelta", "total_seconds": v.total_seconds()}
    if module == "decimal" and t.__name__ == "Decimal":
        return {"__type__": "Decimal", "data": str(v)}
    if module == "numpy" and t.__name__ == "ndarray":  # SafeSerializer's shape
        return {"__type__": "ndarray", "data": to_json(v.tolist()), "dtype": str(v.dtype)}
    if module == "numpy" and hasattr(v, "item"):  # numpy's scalars: the Python number
        return to_json(v.item())
    return {"__type__": "repr", "value": repr(v)}


def from_json(v):
    if isinstance(v, list):
        return [from_json(x) for x in v]
    if not isinstance(v, dict):
        return v
    kind = v.get("__type__")
    if kind == "int":
        return int(v["value"])
    if kind == "float":
        return float(v["value"])
    if kind == "handle":
        return Handle(v["id"], v.get("repr", "<handle>"))
    if kind == "repr":
        return v.get("value")
    if kind in ("tuple", "set", "frozenset"):
        return {"tuple": tuple, "set": set, "frozenset": frozenset}[kind](from_json(x) for x in v["data"])
    if kind == "bytes":
        return base64.b64decode(v["data"])
    if kind == "complex":
        return complex(v["real"], v["imag"])
    if kind == "dict_with_complex_keys":
        return {from_json(k): from_json(x) for k, x in v["data"]}
    if kind in ("datetime", "date", "time", "timedelta"):
        import datetime
        if kind == "timedelta":
            return datetime.timedelta(seconds=v["total_seconds"])
        return getattr(datetime, kind).fromisoformat(v["data"])
    if kind == "Decimal":
        import decimal
        return decimal.Decimal(v["data"])
    return {k: from_json(x) for k, x in v.items()}


class FinalAnswer(BaseException):
    pass


class Stream:
    """sys.stdout / sys.stderr: each write is streamed, and kept for the result.
    Past OUTPUT_MAX bytes nothing more is streamed and the run goes on: the result
    keeps the first and last halves, as smolagents' truncate_content does."""

    def __init__(self, name):
        self.name, self.parts, self.size, self.tail, self.truncated = name, [], 0, "", False

    def write(self, text):
        text = str(text)
        data = text.encode("utf-8", "replace")
        head = text
        if self.size + len(data) > OUTPUT_MAX:
            head = data[:max(OUTPUT_MAX - self.size, 0)].decode("utf-8", "ignore")
            self.tail = (self.tail + text[len(head):])[-(OUTPUT_MAX // 2):]
            self.truncated = True
        self.size += len(head.encode("utf-8", "replace"))
        if head:
            self.parts.append(head)
            send({"op": "output", "stream": self.name, "text": head})
        return len(text)

    def text(self):
        kept = "".join(self.parts)
        if not self.truncated:
            return kept
        half = OUTPUT_MAX // 2
        return (kept[:half] + "\n..._This content has been truncated to stay below %d "
                "characters_...\n" % OUTPUT_MAX + (kept + self.tail)[-half:])

    def flush(self):
        pass

    def isatty(self):
        return False


def final_answer(value=None):
    raise FinalAnswer(value)


def call_tool(name, args, kwargs):
    send({"op": "tool_call", "name": name, "args": [to_json(a) for a in args],
          "kwargs": {k: to_json(x) for k, x in kwargs.items()}})
    answer = receive()
    if answer.get("op") != "tool_result":
        os._exit(76)
    if "error" in answer:  # worded as the AST executor words it: a builtin type stays
        kind, sep, message = answer["error"].partition(": ")
        cls = getattr(builtins, kind, None) if sep else None
        if isinstance(cls, type) and issubclass(cls, Exception):
            raise cls(message)
        raise RuntimeError("tool '%s' failed: %s" % (name, answer["error"]))
    return from_json(answer.get("value"))


def make_tool(name, description):
    def tool(*args, **kwargs):
        value = call_tool(name, args, kwargs)
        if name == "final_answer":  # the host's final_answer tool ends the run, as in smolagents
            raise FinalAnswer(value)
        return value
    tool.__name__, tool.__doc__ = name, description
    return tool


namespace = {"__name__": "__main__", "__builtins__": builtins, "final_answer": final_answer}


def error_of(e, code_lines):
    frames = traceback.extract_tb(e.__traceback__)
    # The kernel's own frames are not the snippet's business.
    frames = [f for f in frames if f.filename == "<code>"] or frames
    lineno = frames[-1].lineno if frames else getattr(e, "lineno", None)
    if isinstance(e, SyntaxError):
        lineno = e.lineno
        text = "".join(traceback.format_exception_only(type(e), e))
    else:
        text = "Traceback (most recent call last):\n" + "".join(traceback.format_list(frames)) + \
               "".join(traceback.format_exception_only(type(e), e))
    return {"name": type(e).__name__, "value": str(e), "traceback": text, "lineno": lineno}


def execute(code):
    out, err = Stream("stdout"), Stream("stderr")
    sys.stdout, sys.stderr = out, err
    status, output, is_final, error = "ok", None, False, None
    value = None
    start = time.process_time()
    try:
        tree = ast.parse(code, "<code>")
        last = tree.body[-1] if tree.body else None
        if isinstance(last, ast.Expr):
            tree.body.pop()
        exec(compile(tree, "<code>", "exec"), namespace)
        if isinstance(last, ast.Expr):
            value = eval(compile(ast.Expression(last.value), "<code>", "eval"), namespace)
        elif isinstance(last, ast.Assign) and isinstance(last.targets[0], ast.Name):
            value = namespace.get(last.targets[0].id)  # smolagents: an assignment's value
    except FinalAnswer as answer:
        value, is_final = answer.args[0] if answer.args else None, True
    except BaseException as e:
        status = "recursion" if isinstance(e, RecursionError) else \
                 "memory" if isinstance(e, MemoryError) else "error"
        error = error_of(e, code)
    finally:
        sys.stdout, sys.stderr = sys.__stdout__, sys.__stderr__
    repr_text = None
    if value is not None or is_final:
        try:
            repr_text = repr(value)
            output = to_json(value)
        except BaseException:
            output = None
    return {"op": "result", "status": status, "output": output, "output_repr": repr_text,
            "is_final_answer": is_final, "error": error,
            "logs": {"stdout": out.text(), "stderr": err.text()},
            "cpu_ms": (time.process_time() - start) * 1000}


def main():
    send({"op": "ready"})
    while True:
        msg = receive()
        op = msg.get("op")
        if op == "exec":
            try:
                for k, v in (msg.get("variables") or {}).items():
                    namespace[k] = from_json(v)
            except Exception as e:
                send({"op": "result", "status": "error", "logs": {"stdout": "", "stderr": ""},
                      "error": {"name": type(e).__name__, "value": str(e)}})
                continue
            send(execute(msg.get("code", "")))
        elif op == "set_variables":
            try:
                for k, v in msg.get("variables", {}).items():
                    namespace[k] = from_json(v)
                send({"op": "ok"})
            except Exception as e:
                send({"op": "error", "message": "%s: %s" % (type(e).__name__, e)})
        elif op == "set_tools":
            for tool in msg.get("tools", []):
                namespace[tool["name"]] = make_tool(tool["name"], tool.get("description", ""))
            send({"op": "ok"})
        elif op == "open":
            send({"op": "ok"})
        else:
            os._exit(76)


main()
