"""A client of `warden serve`: JSON-RPC 2.0 lines over its AF_UNIX socket."""
import json
import os
import socket
import threading

from .serialize import Handles, from_json_safe, to_json_safe

__all__ = ["Client", "Session", "Execution", "Logs", "ExecutionError", "WardenError",
           "SessionEnded", "default_socket_path"]

# JSON-RPC error codes the server uses (server/rpc.h).
SESSION_ENDED = -32003


def default_socket_path():
    """$WARDEN_SOCKET, else $XDG_RUNTIME_DIR/warden.sock when it exists (not
    as root), else the system server's /run/warden/warden.sock."""
    env = os.environ.get("WARDEN_SOCKET")
    if env:
        return env
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    if os.geteuid() != 0 and runtime:
        path = os.path.join(runtime, "warden.sock")
        if os.path.exists(path):
            return path
    return "/run/warden/warden.sock"


class WardenError(Exception):
    """The server refused a request (a JSON-RPC error): bad parameters, an
    unknown or forbidden profile, an ended session. A snippet's own failure
    is not one of these: it comes back as an Execution with an error."""

    def __init__(self, code, message, data=None):
        super().__init__(message)
        self.code, self.message, self.data = code, message, data


class SessionEnded(WardenError):
    """The session's jail is gone (timeout, crash, limit); data says why."""


class ExecutionError:
    def __init__(self, name, value, traceback=None, lineno=None):
        self.name, self.value, self.traceback, self.lineno = name, value, traceback, lineno

    def __repr__(self):
        return "ExecutionError(%r, %r)" % (self.name, self.value)


class Logs:
    """What the snippet printed, per stream; str() gives both."""

    def __init__(self, stdout="", stderr=""):
        self.stdout, self.stderr = stdout, stderr

    def __str__(self):
        return self.stdout + self.stderr

    def __repr__(self):
        return "Logs(stdout=%r, stderr=%r)" % (self.stdout, self.stderr)


class Execution:
    """One snippet's result. status is "ok", "error" (the snippet raised),
    "timeout", "memory", "ops", "recursion", "output", "violation", "killed",
    "crashed" or "internal_error"."""

    def __init__(self, raw, handles=None):
        self.raw = raw
        self.status = raw.get("status")
        logs = raw.get("logs") or {}
        self.logs = Logs(logs.get("stdout", ""), logs.get("stderr", ""))
        self.output = from_json_safe(raw.get("output"), handles)
        self.output_repr = raw.get("output_repr")
        if self.output is None and raw.get("output") is None and self.output_repr not in (None, "None"):
            self.output = self.output_repr  # a value with no JSON form: its repr
        self.is_final_answer = bool(raw.get("is_final_answer"))
        e = raw.get("error")
        self.error = ExecutionError(e.get("name"), e.get("value"), e.get("traceback"),
                                    e.get("lineno")) if e else None
        if self.error is not None:  # where the top-level statement that raised starts
            self.error.statement = (e.get("statement_line"), e.get("statement_col"))
        self.usage = raw.get("usage") or {}
        self.violation = raw.get("violation")
        self.session_id = raw.get("session_id")
        self.session_ended = bool(raw.get("session_ended"))

    @property
    def ok(self):
        return self.status == "ok"

    @property
    def text(self):
        return self.output_repr

    def to_json(self):
        return json.dumps(self.raw)

    def __repr__(self):
        return "Execution(status=%r, output=%r, error=%r)" % (self.status, self.output, self.error)


def _tool_spec(name, tool):
    description = getattr(tool, "description", None) or (getattr(tool, "__doc__", None) or "")
    inputs = getattr(tool, "inputs", None)
    spec = {"name": name, "description": str(description).strip()}
    if isinstance(inputs, dict):
        spec["inputs"] = json.loads(json.dumps(inputs, default=str))
    return spec


class Client:
    """A connection to warden serve. One request at a time per client (a
    lock serialises threads); use several clients for parallel snippets."""

    def __init__(self, socket_path=None, timeout=None):
        """timeout: seconds a reply may take (socket.timeout past it); None waits."""
        self.socket_path = socket_path or default_socket_path()
        self.handles = Handles()  # host objects with no JSON form, sent to jails
        self._sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self._sock.settimeout(timeout)
        self._sock.connect(self.socket_path)
        self._file = self._sock.makefile("rb")
        self._lock = threading.RLock()
        self._next_id = 0
        self._tools = {}  # session_id -> {name: callable}

    def close(self):
        with self._lock:
            if self._sock is not None:
                self._file.close()
                self._sock.close()
                self._sock = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def _send(self, message):
        data = json.dumps(message, separators=(",", ":")).encode("utf-8") + b"\n"
        self._sock.sendall(data)

    def _answer_tool(self, message):
        params = message.get("params") or {}
        tool = self._tools.get(params.get("session_id"), {}).get(params.get("name"))
        try:
            if tool is None:
                raise LookupError("no tool %r on this client" % params.get("name"))
            h = self.handles
            args = [from_json_safe(a, h) for a in params.get("args", [])]
            kwargs = {k: from_json_safe(v, h) for k, v in (params.get("kwargs") or {}).items()}
            value = tool(*args, **kwargs)
            reply = {"jsonrpc": "2.0", "id": message["id"], "result": to_json_safe(value, h)}
        except Exception as e:  # the snippet sees the failure; the client goes on
            reply = {"jsonrpc": "2.0", "id": message["id"],
                     "error": {"code": -32000, "message": "%s: %s" % (type(e).__name__, e)}}
        self._send(reply)

    def call(self, method, params=None, on_output=None):
        """Sends one request and returns its result; raises WardenError."""
        with self._lock:
            if self._sock is None:
                raise WardenError(-32000, "the client is closed")
            self._next_id += 1
            rid = self._next_id
            message = {"jsonrpc": "2.0", "id": rid, "method": method}
            if params is not None:
                message["params"] = params
            self._send(message)
            while True:
                line = self._file.readline()
                if not line:
                    raise WardenError(-32000, "warden serve closed the connection")
                msg = json.loads(line)
                kind = msg.get("method")
                if kind == "output":
                    if on_output is not None:
                        p = msg.get("params") or {}
                        on_output(p.get("stream"), p.get("text", ""))
                elif kind == "tool.call" and "id" in msg:
                    self._answer_tool(msg)
                elif kind is None and (msg.get("id") == rid or
                                       (msg.get("id") is None and "error" in msg)):
                    # an error without an id answers the line the server could not read
                    if "error" in msg:
                        e = msg["error"]
                        cls = SessionEnded if e.get("code") == SESSION_ENDED else WardenError
                        raise cls(e.get("code"), e.get("message"), e.get("data"))
                    return msg.get("result")

    def run(self, code, profile="default", variables=None, timeout=None, on_output=None):
        """Runs code once in a fresh jail; returns an Execution."""
        params = {"profile": profile, "code": code}
        if variables:
            params["variables"] = {k: to_json_safe(v, self.handles) for k, v in variables.items()}
        if timeout is not None:
            params["timeout"] = timeout
        return Execution(self.call("run", params, on_output), self.handles)

    def session(self, profile="default", authorized_imports=None):
        """A jailed interpreter that keeps its state across exec calls."""
        return Session(self, profile, authorized_imports)

    def info(self):
        return self.call("server.info")

    def profiles(self):
        return self.call("profile.list")["profiles"]


class Session:
    """One jail that keeps variables, functions and imports between exec()
    calls, like a kernel. Use it as a context manager or call close()."""

    def __init__(self, client, profile="default", authorized_imports=None):
        self.client = client
        params = {"profile": profile}
        if authorized_imports is not None:
            params["authorized_imports"] = list(authorized_imports)
        info = client.call("session.open", params)
        self.id = info["session_id"]
        self.profile = info.get("profile", profile)
        self.runtime = info.get("runtime")
        self.authorized_imports = info.get("authorized_imports")
        self.closed = False

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def exec(self, code, timeout=None, on_output=None):
        params = {"session_id": self.id, "code": code}
        if timeout is not None:
            params["timeout"] = timeout
        return Execution(self.client.call("session.exec", params, on_output), self.client.handles)

    def set_variables(self, variables):
        self.client.call("session.set_variables", {
            "session_id": self.id,
            "variables": {k: to_json_safe(v, self.client.handles) for k, v in variables.items()}})

    def set_tools(self, tools):
        """tools: {name: callable}. Each runs here, on the host, when a
        snippet calls it; the jail only learns names and descriptions."""
        specs = [_tool_spec(name, tool) for name, tool in tools.items()]
        self.client._tools[self.id] = dict(tools)
        self.client.call("session.set_tools", {"session_id": self.id, "tools": specs})

    def close(self):
        if self.closed:
            return
        self.closed = True
        self.client._tools.pop(self.id, None)
        try:
            self.client.call("session.close", {"session_id": self.id})
        except (WardenError, OSError):
            pass
