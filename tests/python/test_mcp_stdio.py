"""`warden mcp` driven over raw stdio lines: what an SDK cannot send (over-long
lines, NUL escapes in ids, lines that do not parse), and its private server's
life tied to its own. The SDK-driven tests are in tests/mcp/."""
import json
import os
import select
import signal
import subprocess
import time
import unittest

from server import AST, HERE, Server

server = None
WARDEN = os.environ.get("WARDEN") or os.path.join(HERE, "..", "..", "build", "warden")


def setUpModule():
    global server
    server = Server()


def tearDownModule():
    assert server.stop() == 0


def request(id, method, params=None):
    msg = {"jsonrpc": "2.0", "id": id, "method": method}
    if params is not None:
        msg["params"] = params
    return (json.dumps(msg) + "\n").encode()


class Mcp:
    """A `warden mcp` process and a line reader on its stdout."""

    def __init__(self, *args, env=None, version="2025-06-18"):
        self.proc = subprocess.Popen([WARDEN, "mcp"] + list(args), stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
        self.pending = b""
        self.send(request(0, "initialize", {"protocolVersion": version, "capabilities": {},
                                            "clientInfo": {"name": "t", "version": "1"}}))
        self.version = self.read(0)["result"]["protocolVersion"]

    def send(self, data):
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def next(self, timeout=30):
        deadline = time.time() + timeout
        while b"\n" not in self.pending:
            left = deadline - time.time()
            if left <= 0 or not select.select([self.proc.stdout], [], [], left)[0]:
                return None
            chunk = os.read(self.proc.stdout.fileno(), 65536)
            if not chunk:
                return None
            self.pending += chunk
        line, self.pending = self.pending.split(b"\n", 1)
        return json.loads(line)

    def read(self, id, forbidden=()):
        """The answer to id; fails on an answer to a forbidden id."""
        while True:
            msg = self.next()
            assert msg is not None, "no answer to %r" % (id,)
            assert msg.get("id") not in forbidden, "answered %r" % (msg,)
            if msg.get("id") == id:
                return msg

    def close(self):
        self.proc.stdin.close()
        self.proc.wait(timeout=30)
        self.proc.stdout.close()
        self.proc.stderr.close()


def call(id, code):
    return request(id, "tools/call", {"name": "run_python", "arguments": {"code": code}})


class Stdio(unittest.TestCase):
    def setUp(self):
        self.mcp = Mcp("--connect=" + server.socket, "-p", AST)

    def tearDown(self):
        self.mcp.close()

    def test_the_tail_of_an_over_long_line_is_not_run(self):
        head = b'{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"x":"'
        self.mcp.send(head + b"a" * (17 << 20))
        refused = self.mcp.read(1)
        self.assertEqual(refused["error"]["code"], -32004)
        # The tail of the same line is a whole message: it must not run.
        self.mcp.send(call(2, "print('smuggled')"))
        self.mcp.send(request(3, "ping"))
        self.assertEqual(self.mcp.read(3, forbidden=(2,))["result"], {})

    def test_nul_in_ids_and_output(self):
        self.mcp.send(call("a\x00b", "print('x\\x00y')"))
        answer = self.mcp.read("a\x00b")
        text = answer["result"]["content"][0]["text"]
        self.assertIn("x\x00y\n", text)
        self.assertFalse(answer["result"]["isError"])

    def test_errors_go_to_the_request_id_never_null(self):
        self.mcp.send(b'{"jsonrpc":"2.0","id":5,"method":"tools/call"\n')  # cut short
        self.assertEqual(self.mcp.read(5)["error"]["code"], -32700)
        self.mcp.send(b"not json\n")  # no id to answer: nothing is sent
        big = b'{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"run_python",' \
              b'"arguments":{"code":"1","timeout":123456789012345678901234567890}}}\n'
        self.mcp.send(big)
        self.assertIn("id", self.mcp.read(6))
        self.mcp.send(request(7, "ping"))
        self.mcp.read(7)
        self.mcp.proc.stdin.close()
        rest = self.mcp.proc.stdout.read()
        for line in (self.mcp.pending + rest).splitlines():
            self.assertIsNotNone(json.loads(line).get("id"), line)


class Versions(unittest.TestCase):
    def start(self, version):
        self.mcp = Mcp("--connect=" + server.socket, "-p", AST, version=version)
        self.addCleanup(self.mcp.close)

    def test_a_supported_version_is_answered_in_kind(self):
        for version in ("2025-06-18", "2025-03-26", "2024-11-05"):
            self.start(version)
            self.assertEqual(self.mcp.version, version)

    def test_an_unknown_version_gets_the_latest(self):
        self.start("banana")
        self.assertEqual(self.mcp.version, "2025-06-18")

    def test_2025_03_26_accepts_batches(self):
        self.start("2025-03-26")
        batch = [{"jsonrpc": "2.0", "id": 1, "method": "ping"},
                 {"jsonrpc": "2.0", "method": "notifications/initialized"},
                 {"jsonrpc": "2.0", "id": 2, "method": "tools/call",
                  "params": {"name": "run_python", "arguments": {"code": "6 * 7"}}}]
        self.mcp.send((json.dumps(batch) + "\n").encode())
        answers = self.mcp.next()
        self.assertIsInstance(answers, list)
        self.assertEqual(sorted(a["id"] for a in answers), [1, 2])
        call = [a for a in answers if a["id"] == 2][0]
        self.assertIn("42", call["result"]["content"][0]["text"])

    def test_2025_06_18_refuses_batches_to_each_request(self):
        self.start("2025-06-18")
        batch = [{"jsonrpc": "2.0", "id": 1, "method": "ping"},
                 {"jsonrpc": "2.0", "id": 2, "method": "ping"}]
        self.mcp.send((json.dumps(batch) + "\n").encode())
        for id in (1, 2):
            self.assertEqual(self.mcp.read(id)["error"]["code"], -32600)


CGROUP_DIRS = ["/sys/fs/cgroup/memory/warden", "/sys/fs/cgroup/pids/warden",
               "/sys/fs/cgroup/cpu/warden", "/sys/fs/cgroup/warden"]


def cgroups_of(pid):
    """The jails' groups of server pid, in its own group warden/s<pid>, and
    that group itself while it holds any (an empty one is looked at apart)."""
    found = []
    for d in CGROUP_DIRS:
        server = os.path.join(d, "s%d" % pid)
        if os.path.isdir(server):
            jails = [os.path.join(server, e) for e in os.listdir(server)
                     if e.startswith("j%d-" % pid)]
            found += jails + ([server] if jails else [])
    return found


def alive(pid):
    try:
        with open("/proc/%d/stat" % pid) as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


class PrivateServer(unittest.TestCase):
    """Without --connect, warden mcp's own server dies with it, however it dies."""

    def dies_with(self, sig):
        env = dict(os.environ, WARDEN_SOCKET=os.path.join(server.dir, "nothing-here.sock"))
        mcp = Mcp(env=env)
        with open("/proc/%d/task/%d/children" % (mcp.proc.pid, mcp.proc.pid)) as f:
            private = int(f.read().split()[0])
        with open("/proc/%d/cmdline" % private) as f:
            argv = f.read().split("\0")
        path = argv[argv.index("--socket") + 1]
        self.assertEqual(os.stat(path).st_mode & 0o777, 0o600, "only its owner may connect")
        mcp.send(call(1, "while True:\n    pass"))
        deadline = time.time() + 10
        while not cgroups_of(private) and time.time() < deadline:
            time.sleep(0.05)
        self.assertTrue(cgroups_of(private), "the snippet's jail is running")
        mcp.proc.send_signal(sig)
        mcp.proc.wait(timeout=10)
        deadline = time.time() + 15
        while (alive(private) or cgroups_of(private)) and time.time() < deadline:
            time.sleep(0.05)
        self.assertFalse(alive(private), "the private server outlived warden mcp")
        self.assertEqual(cgroups_of(private), [])
        self.assertEqual([d for d in CGROUP_DIRS if os.path.isdir(os.path.join(d, "s%d" % private))],
                         [], "the private server's own group is left")
        self.assertFalse(os.path.exists(path), "the private socket is left in /tmp")
        mcp.proc.stdin.close()
        mcp.proc.stdout.close()
        mcp.proc.stderr.close()

    def test_a_private_server_that_dies_is_started_again(self):
        env = dict(os.environ, WARDEN_SOCKET=os.path.join(server.dir, "nothing-here.sock"))
        mcp = Mcp(env=env)
        self.addCleanup(mcp.close)
        with open("/proc/%d/task/%d/children" % (mcp.proc.pid, mcp.proc.pid)) as f:
            private = int(f.read().split()[0])
        with open("/proc/%d/cmdline" % private) as f:
            argv = f.read().split("\0")
        path = argv[argv.index("--socket") + 1]
        os.kill(private, signal.SIGKILL)
        deadline = time.time() + 10
        while alive(private) and time.time() < deadline:
            time.sleep(0.05)
        mcp.send(call(1, "6 * 7"))
        answer = mcp.read(1)
        self.assertIn("42", answer["result"]["content"][0]["text"], answer)
        self.assertFalse(os.path.exists(path), "the dead server's socket is left in /tmp")

    def test_sigterm(self):
        self.dies_with(signal.SIGTERM)

    def test_sigkill(self):
        self.dies_with(signal.SIGKILL)
