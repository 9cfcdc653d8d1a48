# A hand-written record class with eq, repr and ordering.
class Rec:
    def __init__(self, name, score):
        self.name = name
        self.score = score
    def __repr__(self):
        return f"Rec(name={self.name!r}, score={self.score!r})"
    def __eq__(self, o):
        return (self.name, self.score) == (o.name, o.score)
    def __lt__(self, o):
        return (self.score, self.name) < (o.score, o.name)
recs = [Rec("b", 2), Rec("a", 2), Rec("c", 1)]
print(sorted(recs), Rec("a", 1) == Rec("a", 1), recs.index(Rec("a", 2)), Rec("z", 0) in recs)
