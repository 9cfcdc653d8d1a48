"""WardenExecutor: smolagents' PythonExecutor, backed by a warden session.

    from smolagents import CodeAgent
    from warden_client.smolagents import WardenExecutor
    agent = CodeAgent(tools=[...], model=model, executor=WardenExecutor())

The snippets run in a jail; the agent's tools stay on the host and are
called over the socket (their code, and any API keys, never enter the jail).
Variables travel as tagged JSON, never pickle; a value with no JSON form (an
image, a function) crosses as an opaque handle and comes back as itself.
Errors are framed as LocalPythonExecutor frames them ("Code execution failed
at line '...' due to: ..."), with CPython's exception names and messages
inside. The agent's additional_authorized_imports, executor_kwargs'
additional_functions and max_print_outputs_length are read from the agent
when it sends its tools, so they need not be repeated here.
"""
import abc
import ast
import re
import sys
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


def _statement_source(code, lineno, col=None):
    """The whole top-level statement holding lineno (starting at byte column col,
    when one line holds several), as smolagents quotes it."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return None
    found = None
    for node in tree.body:
        if node.lineno <= lineno <= (node.end_lineno or node.lineno):
            found = found or node
            if col is not None and node.lineno == lineno and node.col_offset == col:
                found = node
                break
    return ast.get_source_segment(code, found) if found else None


def truncate_content(content, max_length):
    """smolagents' utils.truncate_content: the middle of a long text goes."""
    if len(content) <= max_length:
        return content
    return (content[:max_length // 2] +
            "\n..._This content has been truncated to stay below %d characters_...\n" % max_length +
            content[-max_length // 2:])


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
            name == "LimitExceeded" or \
            (name == "ValueError" and value.startswith("Cannot assign to name")):
        name = "InterpreterError"
    lineno = col = None
    statement = getattr(e, "statement", None) if e else None
    if statement and statement[0]:
        lineno, col = statement
    if not lineno and e and e.traceback:
        found = _MODULE_LINE.findall(e.traceback)
        lineno = int(found[-1]) if found else None
    lineno = lineno or (e.lineno if e else None)
    source = _statement_source(code, lineno, col) if lineno else None
    if execution.status not in ("ok", "error", "ops", "recursion", "memory", "output"):
        return "Code execution failed due to: %s: %s (the jail ended: %s)" % (
            name, value, execution.status)
    if source is None:
        return "Code execution failed due to: %s: %s" % (name, value)
    return "Code execution failed at line '%s' due to: %s: %s" % (source, name, value)


class WardenExecutor(_PythonExecutor):
    """A smolagents executor whose snippets run in one warden session."""

    def __init__(self, profile="default", additional_authorized_imports=(), socket_path=None,
                 timeout_seconds=None, client=None, max_print_outputs_length=None,
                 additional_functions=None):
        self.profile = profile
        self.timeout_seconds = timeout_seconds
        self.max_print_outputs_length = max_print_outputs_length
        extra = list(additional_authorized_imports)
        self.authorized_imports = sorted(set(BASE_BUILTIN_MODULES) | set(extra))
        self.socket_path = socket_path
        self.client = client
        self.state = {"_print_outputs": ""}
        self._functions = dict(additional_functions or {})
        self._tools = dict(self._functions)
        self._variables = {}
        self._session = None
        self._notes = ""
        self._open()

    def _open(self):
        if self.client is None or self.client._sock is None:  # new, or after cleanup()
            self.client = Client(self.socket_path)
        imports = self.authorized_imports
        self._session = self.client.session(self.profile, authorized_imports=imports)
        if self._session.runtime == "command":
            self.authorized_imports = ["*"]  # CPython in a jail: the jail is the boundary
        if self._variables:
            self._session.set_variables(self._variables)
        if self._tools:
            self._session.set_tools(self._tools)

    def _adopt_agent(self):
        """The CodeAgent whose run() is sending its tools (smolagents calls
        send_tools from MultiStepAgent.run): its imports, its executor_kwargs'
        additional_functions and its max_print_outputs_length apply here as
        they would to the LocalPythonExecutor it would have made."""
        frame = sys._getframe(2)
        agent = None
        while frame is not None and agent is None:
            candidate = frame.f_locals.get("self")
            if getattr(candidate, "python_executor", None) is self:
                agent = candidate
            frame = frame.f_back
        if agent is None:
            return False
        if getattr(agent, "max_print_outputs_length", None) and self.max_print_outputs_length is None:
            self.max_print_outputs_length = agent.max_print_outputs_length
        self._functions.update((getattr(agent, "executor_kwargs", None) or {})
                               .get("additional_functions") or {})
        wanted = sorted(set(self.authorized_imports) |
                        set(getattr(agent, "additional_authorized_imports", None) or []))
        if wanted != self.authorized_imports and self._session is not None and \
                self._session.runtime != "command":
            self.authorized_imports = wanted
            self._session.close()  # a session's imports are fixed when it opens
            self._session = None
            return True
        return False

    @property
    def static_tools(self):
        """LocalPythonExecutor's name for what the snippet may call and not overwrite:
        the agent's tools and additional functions (all of them run host-side here)."""
        return dict(self._tools)

    def send_tools(self, tools):
        """Keeps the tools here; the jail gets their names and calls back."""
        reopen = self._adopt_agent()
        self._tools = {name: tool for name, tool in {**self._functions, **tools}.items()
                       if callable(tool)}
        if reopen or self._session is None or self.client._sock is None:
            self._open()
        else:
            self._session.set_tools(self._tools)

    def send_variables(self, variables):
        self._variables.update(variables)
        if self._session is None or self.client._sock is None:
            self._open()
        else:
            self._session.set_variables(variables)

    def __call__(self, code_action):
        if self._session is None or self.client._sock is None:  # run() after cleanup()
            self._open()
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
        if self.max_print_outputs_length:  # within the profile's MaxOutputBytes=
            logs = truncate_content(logs, self.max_print_outputs_length)
        self.state["_print_outputs"] = logs
        if execution.status != "ok":
            message = _error_text(code_action, execution)
            if execution.status == "timeout":
                raise ExecutionTimeoutError(message)
            raise InterpreterError(message)
        return CodeOutput(output=execution.output, logs=logs,
                          is_final_answer=execution.is_final_answer)

    def cleanup(self):
        """Closes the session and the connection; a later call opens new ones."""
        if self._session is not None:
            self._session.close()
            self._session = None
        if self.client is not None:
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
