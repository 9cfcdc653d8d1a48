"""A pytest plugin: with WARDEN_SWAP=1, every CodeAgent that would make a
LocalPythonExecutor gets a WardenExecutor on $WARDEN_SOCKET instead, with the same
imports, output length, additional functions and timeout."""
import os

if os.environ.get("WARDEN_SWAP") == "1":
    import smolagents.agents
    from warden_client.smolagents import WardenExecutor

    # Modules the AST executor does not implement: an agent that authorizes them gets
    # the host's python3 in a jail (-p cpython), as a user would configure it.
    FOREIGN = {"numpy", "pandas", "scipy", "sklearn", "PIL", "*"}

    def _warden_executor(additional_authorized_imports=(), max_print_outputs_length=None,
                         additional_functions=None, timeout_seconds=30, **_ignored):
        foreign = FOREIGN & {m.split(".")[0] for m in additional_authorized_imports or ()}
        profile = os.environ.get("WARDEN_PROFILE") or ("cpython" if foreign else "default")
        return WardenExecutor(profile=profile,
                              additional_authorized_imports=additional_authorized_imports or (),
                              max_print_outputs_length=max_print_outputs_length,
                              additional_functions=additional_functions,
                              timeout_seconds=timeout_seconds)

    smolagents.agents.LocalPythonExecutor = _warden_executor
