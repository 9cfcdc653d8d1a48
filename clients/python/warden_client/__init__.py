"""warden_client: run Python snippets in warden's jails through `warden serve`.

    from warden_client import Client
    with Client() as client:
        print(client.run("print(1)").logs.stdout)
        with client.session() as s:
            s.exec("x = 41")
            print(s.exec("x + 1").output)

Standard library only; Python 3.9 or newer.
"""
from .client import (Client, Execution, ExecutionError, Logs, Session, SessionEnded,
                     WardenError, default_socket_path)
from .serialize import from_json_safe, to_json_safe

__all__ = ["Client", "Execution", "ExecutionError", "Logs", "Session", "SessionEnded",
           "WardenError", "default_socket_path", "from_json_safe", "to_json_safe"]
