"""Runs the Python client's tests and ends with "N passed, N failed"."""
import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "..", "clients", "python"))

suite = unittest.defaultTestLoader.discover(HERE, pattern="test_*.py")
result = unittest.TextTestRunner(verbosity=1).run(suite)
failed = len(result.failures) + len(result.errors)
print("%d passed, %d failed" % (result.testsRun - failed - len(result.skipped), failed))
sys.exit(1 if failed else 0)
