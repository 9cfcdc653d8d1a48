"""WardenExecutor under a fake agent loop that calls it as CodeAgent does:
send_variables, then send_tools, then __call__ step by step."""
import importlib.util
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

    def test_timeout_keeps_the_session(self):
        executor = self.make(timeout_seconds=0.5)
        executor.send_variables({"kept": 5})
        executor("mine = 1")
        with self.assertRaises(ExecutionTimeoutError) as caught:
            executor("import time\nprint('before')\nfor i in range(100):\n    time.sleep(0.1)")
        self.assertEqual(str(caught.exception),
                         "Code execution exceeded the maximum execution time of 0.5 seconds")
        self.assertEqual(executor.state["_print_outputs"], "before\n")
        out = executor("[kept, mine, i]")  # the same session: nothing was lost
        self.assertEqual(out.output[:2], [5, 1])
        self.assertNotIn("previous session ended", out.logs)
        # a busy loop stops at the deadline too (the executor reads the clock by its counter)
        with self.assertRaises(ExecutionTimeoutError):
            executor("x = 0\nwhile True:\n    x = (x + 1) % 7\n    time.sleep(0.001)")
        self.assertEqual(executor("mine + 1").output, 2)

    def test_big_and_special_values_cross_exactly(self):
        seen = []

        def echo(value):
            seen.append(value)
            return value

        tools = {"echo": FakeTool("echo", "Returns its argument", {}, echo)}
        big, inf, nan = 2**63, float("inf"), float("nan")
        obs = agent_run(self.make(), [
            "[n * 2, -n, f, echo(n ** 2), echo([inf_, -inf_])]",
            "final_answer({'n': n + 1, 't': (2**100, -2**64, f)})",
        ], tools, {"n": big, "f": [inf, -inf, nan], "inf_": inf})
        out = obs[0][1].output
        self.assertEqual(out[:2], [2**64, -big])
        self.assertEqual(out[2][:2], [inf, -inf])
        self.assertTrue(out[2][2] != out[2][2])  # nan
        self.assertEqual(out[3:], [big ** 2, [inf, -inf]])
        self.assertEqual(seen, [big ** 2, [inf, -inf]])
        self.assertTrue(obs[1][1].is_final_answer)
        answer = obs[1][1].output
        self.assertEqual(answer["n"], big + 1)
        self.assertEqual(answer["t"][:2], (2**100, -2**64))

    def test_values_with_no_json_form_cross_as_handles(self):
        class Image:
            def __repr__(self):
                return "<Image 2x2>"

        picture, received = Image(), []

        def load():
            return picture

        def describe(image):
            received.append(image)
            return "an image"

        tools = {"load": FakeTool("load", "an image", {}, load),
                 "describe": FakeTool("describe", "describes", {}, describe)}
        obs = agent_run(self.make(), [
            "img = load()\nprint(repr(img), repr(helper))\ndescribe(img)",
            "final_answer(img)",
        ], tools, {"helper": len})
        self.assertEqual(obs[0][1].logs, "<Image 2x2> <built-in function len>\n")
        self.assertEqual(obs[0][1].output, "an image")
        self.assertIs(received[0], picture)  # the host got its own object back
        self.assertTrue(obs[1][1].is_final_answer)
        self.assertIs(obs[1][1].output, picture)

    def test_jail_objects_reach_the_host_as_jail_objects(self):
        # LocalPythonExecutor hands the host the object itself; warden hands it a
        # JailObject that prints as the jail printed it and carries its attributes
        from warden_client.serialize import JailObject
        obs = agent_run(self.make(), [
            "class P:\n    def __init__(self, x):\n        self.x = x\n"
            "        self.tags = ('a', 2**70)\n"
            "    def __repr__(self):\n        return f'P({self.x})'\n"
            "    def __str__(self):\n        return f'a P of {self.x}'\n"
            "p = P(3)\np",
            "final_answer({'best': P(4), 'all': [p]})",
        ], {}, {})
        last = obs[0][1].output
        self.assertIsInstance(last, JailObject)
        self.assertEqual((repr(last), str(last), last.class_name), ("P(3)", "a P of 3", "P"))
        self.assertEqual((last.x, last.tags), (3, ("a", 2**70)))
        with self.assertRaises(AttributeError):
            last.missing
        answer = obs[1][1].output
        self.assertTrue(obs[1][1].is_final_answer)
        self.assertEqual(repr(answer), "{'best': P(4), 'all': [P(3)]}")
        self.assertEqual(answer["all"][0], last)
        self.assertNotEqual(answer["best"], last)

    def test_tool_exceptions_keep_their_type(self):
        def lookup(key):
            raise KeyError(key) if key == "k" else ValueError("no such city: " + key)

        tools = {"lookup": FakeTool("lookup", "fails", {}, lookup)}
        obs = agent_run(self.make(), [
            "try:\n    lookup('Atlantis')\nexcept ValueError as e:\n    caught = str(e)\ncaught",
            "lookup('Atlantis')",
        ], tools, {})
        self.assertEqual(obs[0][1].output, "no such city: Atlantis")
        self.assertEqual(obs[1][1], "Code execution failed at line 'lookup('Atlantis')' due to: "
                                    "ValueError: no such city: Atlantis")

    def test_last_values_and_truncation(self):
        executor = self.make()
        self.assertEqual(executor("x = 5").output, 5)
        self.assertEqual(executor("x += 2").output, 7)
        self.assertEqual(executor("d = {}\nd['k'] = 3").output, 3)
        self.assertTrue(executor("def f():\n    return 1").output.startswith("<function f"))
        self.assertEqual(executor("class A:\n    pass").output, "<class '__main__.A'>")
        self.assertTrue(executor("g = lambda y: y").output.startswith("<function <lambda>"))
        self.assertIsNone(executor("import math").output)
        out = executor("for i in range(20000):\n    print(i)\nprint('end')")
        full = "".join("%d\n" % i for i in range(20000)) + "end\n"
        self.assertEqual(out.logs, full[:25000] + "\n..._This content has been truncated to "
                         "stay below 50000 characters_...\n" + full[-25000:])
        small = self.make(max_print_outputs_length=100)
        self.assertIn("truncated to stay below 100 characters", small("print('x' * 500)").logs)

    def test_tools_are_not_overwritten_and_the_failing_statement_is_quoted(self):
        tools = {"get_weather": FakeTool("get_weather", "w", {}, lambda city: 21)}
        obs = agent_run(self.make(), ["get_weather = 3", "a = 1; b = a / 0"], tools, {})
        self.assertEqual(obs[0][1], "Code execution failed at line 'get_weather = 3' due to: "
                                    "InterpreterError: Cannot assign to name 'get_weather': "
                                    "doing this would erase the existing tool!")
        self.assertEqual(obs[1][1], "Code execution failed at line 'b = a / 0' due to: "
                                    "ZeroDivisionError: division by zero")

    def test_the_agents_settings_need_no_repeating(self):
        executor = self.make()

        class Agent:  # what CodeAgent holds, and how its run() hands over tools
            additional_authorized_imports = ["json"]
            executor_kwargs = {"additional_functions": {"double": lambda v: 2 * v}}
            max_print_outputs_length = 100

            def __init__(self, python_executor):
                self.python_executor = python_executor

            def run(self):
                self.python_executor.send_variables(variables={"v": 21})
                self.python_executor.send_tools({"final_answer": final_answer_tool()})

        Agent(executor).run()
        self.assertEqual(executor("import json\njson.dumps(double(v))").output, "42")
        self.assertIn("below 100 characters", executor("print('y' * 300)").logs)
        executor.cleanup()
        self.assertEqual(executor("1 + 1").output, 2)  # run() after cleanup() works

    @unittest.skipUnless(importlib.util.find_spec("numpy") and importlib.util.find_spec("pandas"),
                         "Debian's python3-numpy and python3-pandas are not installed here")
    def test_numpy_and_pandas_under_cpython(self):
        executor = self.make(profile="cpython", additional_authorized_imports=["numpy", "pandas"])
        out = executor("import numpy as np, pandas as pd\n"
                       "df = pd.DataFrame({'a': np.arange(4)})\nint(df.a.sum())")
        self.assertEqual(out.output, 6)
        out = executor("final_answer(np.arange(3) / 2)")  # SafeSerializer's ndarray shape
        self.assertEqual(out.output.tolist(), [0.0, 0.5, 1.0])
        self.assertEqual(str(out.output.dtype), "float64")

    def test_state_and_cleanup(self):
        executor = self.make()
        self.assertEqual(executor.state["_print_outputs"], "")
        executor("print('a')")
        self.assertEqual(executor.state["_print_outputs"], "a\n")
        executor.cleanup()
        executor.cleanup()  # twice is harmless, as CodeAgent may call it again


if __name__ == "__main__":
    unittest.main()
