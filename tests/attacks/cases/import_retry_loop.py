# expect: ok
# A25: refusals are cheap to catch, and catching them gains nothing.
reached = []
for name in ("os", "sys", "subprocess", "ctypes", "socket", "builtins", "importlib", "posix", "nt", "_io"):
    try:
        if name == "os":
            import os
        elif name == "sys":
            import sys
        elif name == "subprocess":
            import subprocess
        elif name == "ctypes":
            import ctypes
        elif name == "socket":
            import socket
        elif name == "builtins":
            import builtins
        elif name == "importlib":
            import importlib
        elif name == "posix":
            import posix
        elif name == "nt":
            import nt
        else:
            import _io
        reached.append(name)
    except ImportError:
        pass
assert reached == [], reached
print("ok")
