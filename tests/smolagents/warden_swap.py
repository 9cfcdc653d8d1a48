"""A pytest plugin: with WARDEN_SWAP=1, every CodeAgent that would make a
LocalPythonExecutor gets a WardenExecutor on $WARDEN_SOCKET instead, with the same
imports, output length, additional functions and timeout."""
import os

if os.environ.get("WARDEN_SWAP") == "1":
    import smolagents.agents
    from warden_client.smolagents import WardenExecutor

    def _warden_executor(additional_authorized_imports=(), max_print_outputs_length=None,
                         additional_functions=None, timeout_seconds=30, **_ignored):
        return WardenExecutor(profile=os.environ.get("WARDEN_PROFILE", "default"),
                              additional_authorized_imports=additional_authorized_imports or (),
                              max_print_outputs_length=max_print_outputs_length,
                              additional_functions=additional_functions,
                              timeout_seconds=timeout_seconds)

    smolagents.agents.LocalPythonExecutor = _warden_executor
