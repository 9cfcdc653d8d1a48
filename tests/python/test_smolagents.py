"""WardenExecutor under a fake agent loop that calls it as CodeAgent does:
send_variables, then send_tools, then __call__ step by step."""
import unittest

from server import AST, Server
from warden_client.smolagents import (CodeOutput, InterpreterError, WardenExecutor,
                                      ExecutionTimeoutError)

server = None


def setUpModule():
    global server
    server = Server()


def tearDownModule():
    assert server.stop() == 0


class FakeTool:
    """The parts of smolagents.Tool an executor sees."""

    def __init__(self, name, description, inputs, forward):
        self.name, self.description, self.inputs, self.forward = name, description, inputs, forward

    def __call__(self, *args, **kwargs):
        return self.forward(*args, **kwargs)


def final_answer_tool():
    return FakeTool("final_answer", "Provides a final answer to the given problem.",
                    {"answer": {"type": "any", "description": "The final answer"}},
                    lambda answer: answer)


def agent_run(executor, steps, tools, variables):
    """CodeAgent's order: variables and tools at each run, then one call per
    step; an exception's text becomes the next observation."""
    executor.send_variables(variables=variables)
    executor.send_tools({**tools, "final_answer": final_answer_tool()})
    observations = []
    for code in steps:
        try:
            out = executor(code)
        except Exception as e:
            observations.append(("error", str(e), executor.state.get("_print_outputs")))
            continue
        observations.append(("ok", out))
        if out.is_final_answer:
            break
    return observations


class Executor(unittest.TestCase):
    def make(self, profile=AST, **kwargs):
        executor = WardenExecutor(profile=profile, socket_path=server.socket, **kwargs)
        self.addCleanup(executor.cleanup)
        return executor

    def check_agent_loop(self, profile):
        host_calls = []
        api_key = "sk-host-secret"

        def weather(city):
            host_calls.append(city)
            assert api_key  # only the host has it
            return {"city": city, "celsius": 21}

        tools = {"get_weather": FakeTool("get_weather", "Weather for a city",
                                         {"city": {"type": "string", "description": "a city"}},
                                         weather)}
        steps = [
            "report = get_weather(city)\nprint(report['celsius'])",
            "degrees = report['celsius'] + offset\ndegrees",
            "final_answer(f'{city}: {degrees} C')",
            "print('never run')",
        ]
        obs = agent_run(self.make(profile), steps, tools, {"city": "Paris", "offset": 1})
        self.assertEqual([o[0] for o in obs], ["ok", "ok", "ok"])
        self.assertIsInstance(obs[0][1], CodeOutput)
        self.assertEqual(obs[0][1].logs, "21\n")
        self.assertEqual(obs[1][1].output, 22)
        self.assertTrue(obs[2][1].is_final_answer)
        self.assertEqual(obs[2][1].output, "Paris: 22 C")
        self.assertEqual(host_calls, ["Paris"])

    def test_agent_loop_ast(self):
        self.check_agent_loop(AST)

    def test_agent_loop_command(self):
        self.check_agent_loop("cpython")

    def test_error_wording(self):
        executor = self.make()
        obs = agent_run(executor, [
            "x = 1\nprint('before')\ny = x / 0",
            "import os",
            "for i in range(3):\n    z = undefined_name + i",
            "def broken(:\n    pass",
            "x + 1",
        ], {}, {})
        kind, text, logs = obs[0]
        self.assertEqual(kind, "error")
        self.assertEqual(text, "Code execution failed at line 'y = x / 0' due to: "
                               "ZeroDivisionError: division by zero")
        self.assertEqual(logs, "before\n")
        self.assertTrue(obs[1][1].startswith("Code execution failed at line 'import os' due to: "
                                             "InterpreterError: Import of os is not allowed. "
                                             "Authorized imports are:"), obs[1][1])
        # CodeAgent's hint keys on these two phrases.
        self.assertIn("Import of ", obs[1][1])
        self.assertIn(" is not allowed", obs[1][1])
        self.assertTrue(obs[2][1].startswith(
            "Code execution failed at line 'for i in range(3):\n    z = undefined_name + i' due "
            "to: NameError:"), obs[2][1])
        self.assertTrue(obs[3][1].startswith("Code parsing failed on line 1 due to: SyntaxError:"),
                        obs[3][1])
        self.assertIn("^", obs[3][1])
        self.assertEqual(obs[4][1].output, 2)  # state survived the errors

    def test_timeout_restarts_like_a_kernel(self):
        executor = self.make(profile="cpython", timeout_seconds=0.3)
        executor.send_variables({"kept": 5})
        executor("mine = 1")
        with self.assertRaises(ExecutionTimeoutError) as caught:
            executor("import time\ntime.sleep(5)")
        self.assertIn("maximum execution time", str(caught.exception))
        out = executor("kept")  # a fresh session, with the variables sent before
        self.assertEqual(out.output, 5)
        self.assertIn("previous session ended (timeout)", out.logs)
        with self.assertRaises(InterpreterError):
            executor("mine")

    def test_state_and_cleanup(self):
        executor = self.make()
        self.assertEqual(executor.state["_print_outputs"], "")
        executor("print('a')")
        self.assertEqual(executor.state["_print_outputs"], "a\n")
        executor.cleanup()
        executor.cleanup()  # twice is harmless, as CodeAgent may call it again


if __name__ == "__main__":
    unittest.main()
