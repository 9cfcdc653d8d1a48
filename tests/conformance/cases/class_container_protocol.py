# __len__, __getitem__, __setitem__, __delitem__, __contains__, __iter__.
class Deck:
    def __init__(self):
        self.cards = list(range(1, 6))
    def __len__(self):
        return len(self.cards)
    def __getitem__(self, i):
        return self.cards[i]
    def __setitem__(self, i, v):
        self.cards[i] = v
    def __delitem__(self, i):
        del self.cards[i]
    def __contains__(self, v):
        print("contains called")
        return v in self.cards
d = Deck()
print(len(d), d[0], d[-1], d[1:3], 3 in d)
d[0] = 100
del d[1]
print(d.cards, list(d), [c for c in d], bool(d), sorted(d, reverse=True))
class OnlyGetitem:
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError(i)
        return i * 10
print(list(OnlyGetitem()), 20 in OnlyGetitem(), 25 in OnlyGetitem())
