# expect: error AttributeError
# imports: io
# io.open is the builtin open: our io has in-memory streams only.
import io
io.open("/etc/passwd").read()
