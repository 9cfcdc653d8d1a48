# expect: error KeyboardInterrupt
# A23: KeyboardInterrupt raised by user code is just an error.
raise KeyboardInterrupt
