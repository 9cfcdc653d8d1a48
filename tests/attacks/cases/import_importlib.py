# expect: error ImportError
# A18: importlib.import_module bypasses the import statement.
import importlib
importlib.import_module("os")
