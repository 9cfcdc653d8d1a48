# expect: error ImportError
# pathlib reads files.
import pathlib
print(pathlib.Path("/etc/passwd").read_text())
