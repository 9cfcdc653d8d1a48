"""WardenExecutor: smolagents' PythonExecutor, backed by a warden session.

    from smolagents import CodeAgent
    from warden_client.smolagents import WardenExecutor
    agent = CodeAgent(tools=[...], model=model, executor=WardenExecutor())

The snippets run in a jail; the agent's tools stay on the host and are
called over the socket (their code, and any API keys, never enter the jail).
Variables travel as tagged JSON, never pickle. Errors carry
LocalPythonExecutor's wording, so agent prompts and hints keep working.
"""
import abc
import ast
import re
from dataclasses import dataclass
from typing import Any

from .client import Client, SessionEnded, WardenError

__all__ = ["WardenExecutor", "CodeOutput", "InterpreterError", "BASE_BUILTIN_MODULES"]

# smolagents' default authorized imports (local_python_executor.py).
BASE_BUILTIN_MODULES = ["collections", "datetime", "itertools", "math", "queue", "random", "re",
                        "stat", "statistics", "time", "unicodedata"]

try:  # the real classes when smolagents is installed, so isinstance checks hold
    from smolagents.local_python_executor import CodeOutput, InterpreterError
    from smolagents.local_python_executor import PythonExecutor as _PythonExecutor
except Exception:  # smolagents absent (or a version without these): look-alikes
    class _PythonExecutor(abc.ABC):
        @abc.abstractmethod
        def send_tools(self, tools):
            ...

        @abc.abstractmethod
        def send_variables(self, variables):
            ...

        @abc.abstractmethod
        def __call__(self, code_action):
            ...

    @dataclass
    class CodeOutput:
        output: Any
        logs: str
        is_final_answer: bool

    class InterpreterError(ValueError):
        """An error raised by the Python interpreter (smolagents' name)."""

try:
    from smolagents.local_python_executor import ExecutionTimeoutError
except Exception:
    class ExecutionTimeoutError(Exception):
        """The snippet ran past its time limit (smolagents' name)."""

_MODULE_LINE = re.compile(r'line (\d+), in <module>')


def _statement_source(code, lineno):
    """The whole top-level statement holding lineno, as smolagents quotes it."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return None
    for node in tree.body:
        if node.lineno <= lineno <= (node.end_lineno or node.lineno):
            return ast.get_source_segment(code, node)
    return None


def _error_text(code, execution):
    """LocalPythonExecutor's wording for a failed snippet."""
    e = execution.error
    name = e.name if e else execution.status
    value = e.value if e else execution.status
    if execution.status == "timeout":
        return value
    if name in ("SyntaxError", "IndentationError", "TabError"):
        try:
            ast.parse(code)
        except SyntaxError as s:  # CPython's own diagnosis, caret included
            return "Code parsing failed on line %s due to: %s: %s\n%s%s^" % (
                s.lineno, type(s).__name__, s, s.text or "", " " * (s.offset or 0))
        return "Code parsing failed on line %s due to: %s: %s" % (e.lineno, name, value)
    # What smolagents raises itself is an InterpreterError there.
    if (name == "ImportError" and value.startswith(("Import of", "Import from"))) or \
            name == "LimitExceeded":
        name = "InterpreterError"
    lineno = None
    if e and e.traceback:
        found = _MODULE_LINE.findall(e.traceback)
        lineno = int(found[-1]) if found else None
    lineno = lineno or (e.lineno if e else None)
    source = _statement_source(code, lineno) if lineno else None
    if execution.status not in ("ok", "error", "ops", "recursion", "memory", "output"):
        return "Code execution failed due to: %s: %s (the jail ended: %s)" % (
            name, value, execution.status)
    if source is None:
        return "Code execution failed due to: %s: %s" % (name, value)
    return "Code execution failed at line '%s' due to: %s: %s" % (source, name, value)


class WardenExecutor(_PythonExecutor):
    """A smolagents executor whose snippets run in one warden session."""

    def __init__(self, profile="default", additional_authorized_imports=(), socket_path=None,
                 timeout_seconds=None, client=None):
        self.profile = profile
        self.timeout_seconds = timeout_seconds
        extra = list(additional_authorized_imports)
        self.authorized_imports = sorted(set(BASE_BUILTIN_MODULES) | set(extra))
        self.client = client or Client(socket_path)
        self.state = {"_print_outputs": ""}
        self._tools = {}
        self._variables = {}
        self._session = None
        self._notes = ""
        self._open()

    def _open(self):
        imports = self.authorized_imports
        self._session = self.client.session(self.profile, authorized_imports=imports)
        if self._session.runtime == "command":
            self.authorized_imports = ["*"]  # CPython in a jail: the jail is the boundary
        if self._variables:
            self._session.set_variables(self._variables)
        if self._tools:
            self._session.set_tools(self._tools)

    def send_tools(self, tools):
        """Keeps the tools here; the jail gets their names and calls back."""
        self._tools = {name: tool for name, tool in tools.items() if callable(tool)}
        self._session.set_tools(self._tools)

    def send_variables(self, variables):
        self._variables.update(variables)
        self._session.set_variables(variables)

    def __call__(self, code_action):
        try:
            execution = self._session.exec(code_action, timeout=self.timeout_seconds)
        except SessionEnded as ended:
            # Like a kernel restart: a fresh jail, tools and sent variables
            # again, and the snippet's own state gone (the logs say so).
            why = (ended.data or {}).get("status", "ended")
            self._open()
            self._notes = "[warden] the previous session ended (%s); its variables are gone.\n" % why
            execution = self._session.exec(code_action, timeout=self.timeout_seconds)
        logs = self._notes + execution.logs.stdout + execution.logs.stderr
        self._notes = ""
        self.state["_print_outputs"] = logs
        if execution.status != "ok":
            message = _error_text(code_action, execution)
            if execution.status == "timeout":
                raise ExecutionTimeoutError(message)
            raise InterpreterError(message)
        return CodeOutput(output=execution.output, logs=logs,
                          is_final_answer=execution.is_final_answer)

    def cleanup(self):
        if self._session is not None:
            self._session.close()
            self._session = None
        self.client.close()

    def __del__(self):
        try:
            self.cleanup()
        except Exception:
            pass

    @classmethod
    def for_agent(cls, agent, **kwargs):
        """An executor that authorizes the imports the agent's prompt lists."""
        imports = [m for m in getattr(agent, "authorized_imports", []) if m not in BASE_BUILTIN_MODULES]
        return cls(additional_authorized_imports=imports, **kwargs)
