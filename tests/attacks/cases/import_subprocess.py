# expect: error ImportError
# subprocess runs programs.
import subprocess
subprocess.run(["true"])
