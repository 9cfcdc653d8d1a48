# The built-in exception hierarchy.
pairs = [
    (ZeroDivisionError, ArithmeticError), (OverflowError, ArithmeticError), (KeyError, LookupError), (IndexError, LookupError),
    (UnboundLocalError, NameError), (RecursionError, RuntimeError), (NotImplementedError, RuntimeError), (FileNotFoundError, OSError),
    (ModuleNotFoundError, ImportError), (UnicodeDecodeError, ValueError), (StopIteration, Exception), (KeyboardInterrupt, Exception),
    (Exception, BaseException), (SystemExit, BaseException), (GeneratorExit, Exception), (AssertionError, Exception),
    (TypeError, ValueError), (bool, int), (IndentationError, SyntaxError), (TimeoutError, OSError), (StopAsyncIteration, Exception),
]
for sub, sup in pairs:
    print(sub, sup, issubclass(sub, sup))
