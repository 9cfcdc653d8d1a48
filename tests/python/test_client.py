"""The Python client against a real warden serve."""
import datetime
import decimal
import json
import math
import socket
import threading
import unittest

from server import AST, NARROW, Server
from warden_client import (Client, SessionEnded, WardenError, from_json_safe, to_json_safe)

server = None


def setUpModule():
    global server
    server = Server()


def tearDownModule():
    assert server.stop() == 0


class TaggedJson(unittest.TestCase):
    def test_round_trips(self):
        values = [None, 1, 2.5, "s", [1, "a"], {"k": (1, 2)}, (1, (2, 3)), {1, 2},
                  frozenset({"a"}), b"\x00\xffbytes", 3 + 4j, {(1, 2): "tuple key"},
                  datetime.datetime(2024, 5, 6, 7, 8, 9), datetime.date(2024, 1, 2),
                  datetime.timedelta(seconds=90), decimal.Decimal("1.10")]
        for v in values:
            self.assertEqual(from_json_safe(to_json_safe(v)), v)

    def test_no_pickle_fallback(self):
        with self.assertRaises(TypeError):
            to_json_safe(object())

    def test_numbers_json_cannot_hold_are_tagged(self):
        for v in (2**63, -2**63 - 1, 10**400, float("inf"), float("-inf")):
            j = to_json_safe(v)
            self.assertIsInstance(j, dict)
            self.assertEqual(from_json_safe(json.loads(json.dumps(j))), v)
        self.assertEqual(to_json_safe(2**63 - 1), 2**63 - 1)
        self.assertTrue(math.isnan(from_json_safe(to_json_safe(float("nan")))))


class Runs(unittest.TestCase):
    def setUp(self):
        self.client = Client(server.socket)

    def tearDown(self):
        self.client.close()

    def test_run(self):
        seen = []
        ex = self.client.run("print('hi')\n[i * 2 for i in range(3)]", profile=AST,
                             on_output=lambda stream, text: seen.append((stream, text)))
        self.assertEqual(ex.status, "ok")
        self.assertEqual(ex.logs.stdout, "hi\n")
        self.assertEqual(str(ex.logs), "hi\n")
        self.assertEqual(ex.output, [0, 2, 4])
        self.assertFalse(ex.is_final_answer)
        self.assertIsNone(ex.error)
        self.assertIsNone(ex.violation)
        self.assertIn("wall_ms", ex.usage)
        self.assertEqual("".join(t for s, t in seen if s == "stdout"), "hi\n")
        self.assertIn('"status": "ok"', ex.to_json())

    def test_variables_and_types(self):
        ex = self.client.run("(pair, sorted(tags), when)", profile="cpython",
                             variables={"pair": (1, 2), "tags": {"b", "a"},
                                        "when": datetime.date(2024, 1, 2)})
        self.assertEqual(ex.output, ((1, 2), ["a", "b"], datetime.date(2024, 1, 2)))

    def test_error_is_a_result(self):
        ex = self.client.run("def f():\n    return 1 / 0\nf()", profile=AST)
        self.assertEqual(ex.status, "error")
        self.assertEqual(ex.error.name, "ZeroDivisionError")
        self.assertEqual(ex.error.value, "division by zero")
        self.assertIn("ZeroDivisionError", ex.error.traceback)

    def test_timeout(self):
        ex = self.client.run("while True:\n    pass", profile="cpython", timeout=0.3)
        self.assertEqual(ex.status, "timeout")
        self.assertIn("maximum execution time of 0.3 seconds", ex.error.value)

    def test_final_answer(self):
        ex = self.client.run("final_answer({'a': 1})\nprint('no')", profile=AST)
        self.assertTrue(ex.is_final_answer)
        self.assertEqual(ex.output, {"a": 1})
        self.assertEqual(ex.logs.stdout, "")

    def test_protocol_errors_raise(self):
        with self.assertRaises(WardenError) as caught:
            self.client.run("1", profile="no-such-profile")
        self.assertEqual(caught.exception.code, -32000)
        with self.assertRaises(WardenError):
            self.client.call("no.such.method")
        self.assertEqual(self.client.run("1", profile=AST).output, 1)

    def raw_request(self, line):
        """One hand-written line, as any JSON-RPC client may write it."""
        with socket.socket(socket.AF_UNIX) as s:
            s.settimeout(30)
            s.connect(server.socket)
            s.sendall(line.encode() + b"\n")
            with s.makefile("rb") as f:
                while True:
                    msg = json.loads(f.readline())
                    if "method" not in msg:
                        return msg

    def test_server_reads_any_number(self):
        # an integer literal beyond 64 bits and Python's NaN/Infinity, straight in the line
        reply = self.raw_request(
            '{"jsonrpc":"2.0","id":7,"method":"run","params":{"profile":"%s","code":'
            '"[n + 1, -n, f, type(f[0]).__name__]","variables":{"n":123456789012345678901234567890,'
            '"f":[NaN,Infinity,-Infinity,1e3]}}}' % AST)
        self.assertEqual(reply["id"], 7)
        out = from_json_safe(reply["result"]["output"])
        self.assertEqual(out[:2], [123456789012345678901234567891, -123456789012345678901234567890])
        self.assertTrue(math.isnan(out[2][0]))
        self.assertEqual(out[2][1:], [float("inf"), float("-inf"), 1000.0])
        self.assertEqual(out[3], "float")

    def test_big_values_through_the_client(self):
        for profile in (AST, "cpython"):
            ex = self.client.run("[n * n, -n, f, 2**64]", profile=profile,
                                 variables={"n": 2**70, "f": (float("inf"), float("-inf"))})
            self.assertEqual(ex.output, [2**140, -2**70, (float("inf"), float("-inf")), 2**64],
                             profile)
            ex = self.client.run("final_answer(n + 1)", profile=profile, variables={"n": 2**63})
            self.assertTrue(ex.is_final_answer)
            self.assertEqual(ex.output, 2**63 + 1, profile)

    def test_long_output_is_truncated_in_the_middle(self):
        full = "".join("%d\n" % i for i in range(20000)) + "end\n"
        expected = (full[:25000] + "\n..._This content has been truncated to stay below 50000 "
                    "characters_...\n" + full[-25000:])  # smolagents' truncate_content
        for profile in (AST, "cpython"):
            ex = self.client.run("for i in range(20000):\n    print(i)\nprint('end')\n7",
                                 profile=profile)
            self.assertEqual((ex.status, ex.output), ("ok", 7), profile)
            self.assertEqual(ex.logs.stdout, expected, profile)

    def test_info_and_profiles(self):
        self.assertEqual(self.client.info()["name"], "warden")
        self.assertIn(AST, [p["name"] for p in self.client.profiles()])

    def test_threads_share_a_client(self):
        results = []

        def work(i):
            results.append(self.client.run("%d * 2" % i, profile=AST).output)

        threads = [threading.Thread(target=work, args=(i,)) for i in range(8)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        self.assertEqual(sorted(results), [i * 2 for i in range(8)])


class Sessions(unittest.TestCase):
    def setUp(self):
        self.client = Client(server.socket)

    def tearDown(self):
        self.client.close()

    def check_state(self, profile):
        with self.client.session(profile=profile) as s:
            s.exec("import math\ntotal = 0\ndef add(k):\n    global total\n    total += k\n")
            s.exec("add(40)\nadd(2)")
            self.assertEqual(s.exec("total").output, 42)
            s.set_variables({"name": "Ada", "point": (3, 4)})
            self.assertEqual(s.exec("name + str(math.hypot(*point))").output, "Ada5.0")

    def test_state_persists_ast(self):
        self.check_state(AST)

    def test_state_persists_command(self):
        self.check_state("cpython")

    def check_tools(self, profile):
        calls = []
        secret = "host-only-key"

        def search(query, limit=1):
            """Searches the web."""
            calls.append((query, limit))
            return {"results": ["%s #%d (%s)" % (query, i, secret[:4]) for i in range(limit)]}

        def broken():
            raise ValueError("the API is down")

        with self.client.session(profile=profile) as s:
            s.set_tools({"search": search, "broken": broken})
            ex = s.exec("r = search('cats', limit=2)\nprint(len(r['results']))\nr['results'][1]")
            self.assertEqual(ex.status, "ok", ex.error)
            self.assertEqual(ex.output, "cats #1 (host)")
            self.assertEqual(calls, [("cats", 2)])
            ex = s.exec("try:\n    broken()\nexcept Exception as e:\n    msg = str(e)\nmsg")
            self.assertIn("the API is down", ex.output)
            if profile == "cpython":  # real CPython can reach the worker's own call_tool
                ex = s.exec("try:\n    search.__globals__['call_tool']('nope', (), {})\n"
                            "except RuntimeError as e:\n    msg = str(e)\nmsg")
                # docs/server.md: the server answers, the client never sees the call
                self.assertEqual(ex.output, "tool 'nope' failed: no such tool")
                self.assertEqual(calls, [("cats", 2)])

    def test_tools_run_host_side_ast(self):
        self.check_tools(AST)

    def test_tools_run_host_side_command(self):
        self.check_tools("cpython")

    def test_timeout_ends_the_session(self):
        s = self.client.session(profile="cpython")
        ex = s.exec("import time\ntime.sleep(10)", timeout=0.3)
        self.assertEqual(ex.status, "timeout")
        self.assertTrue(ex.session_ended)
        with self.assertRaises(SessionEnded) as caught:
            s.exec("1")
        self.assertEqual(caught.exception.data["status"], "timeout")
        s.close()

    def test_imports_limited_by_profile(self):
        with self.assertRaises(WardenError) as caught:
            self.client.session(profile=NARROW, authorized_imports=["os"])
        self.assertEqual(caught.exception.code, -32001)


if __name__ == "__main__":
    unittest.main()
