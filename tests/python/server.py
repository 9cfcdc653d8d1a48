"""Starts a real `warden serve` for the Python client's tests."""
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
# The AST profile of these tests: `default` as shipped, under its own name.
AST = "ast"
AST_PROFILE = "[Profile]\nExtends=default\n"
# default authorizes every module the executor implements; this one lists two.
NARROW = "narrow"
NARROW_PROFILE = ("[Profile]\nExtends=default\n[Python]\nAuthorizedImports=\n"
                  "AuthorizedImports=math collections\n")


class Server:
    def __init__(self, *args):
        warden = os.environ.get("WARDEN") or os.path.join(HERE, "..", "..", "build", "warden")
        self.dir = tempfile.mkdtemp(prefix="warden-py-")
        os.chmod(self.dir, 0o755)
        self.socket = os.path.join(self.dir, "w.sock")
        profiles = os.path.join(self.dir, "profiles")
        os.mkdir(profiles)
        for name, text in ((AST, AST_PROFILE), (NARROW, NARROW_PROFILE)):
            with open(os.path.join(profiles, name + ".conf"), "w") as f:
                f.write(text)
        self.log = open(os.path.join(self.dir, "serve.log"), "w")
        self.proc = subprocess.Popen([warden, "serve", "--socket", self.socket, "--profiles-dir",
                                      profiles] + list(args),
                                     stdin=subprocess.DEVNULL, stdout=self.log, stderr=self.log)
        deadline = time.time() + 10
        while time.time() < deadline:
            s = socket.socket(socket.AF_UNIX)
            try:
                s.connect(self.socket)
                return
            except OSError:
                time.sleep(0.01)
            finally:
                s.close()
            if self.proc.poll() is not None:
                break
        raise RuntimeError("warden serve did not start; see " + self.log.name)

    def stop(self):
        self.proc.send_signal(signal.SIGTERM)
        code = self.proc.wait(timeout=30)
        self.log.close()
        shutil.rmtree(self.dir, ignore_errors=True)
        return code
