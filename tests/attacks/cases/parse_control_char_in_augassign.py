# expect: error SyntaxError
# A control character inside a statement (found by executor_fuzz: the ERROR node's symbol was read past the parser's symbol table).
class Num:
    def __init__(self, v):
        self.v = v
