class Parser:
    def __init__(self, text):
        self.text = text
    def numbers(self):
        return [self.convert(t) for t in self.text.split()]
    def convert(self, tok):
        return int(tok)

p = Parser("1 2 three 4")
print(p.numbers())
