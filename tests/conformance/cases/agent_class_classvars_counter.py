class Widget:
    _registry = []
    next_id = 1
    def __init__(self, label):
        self.id = Widget.next_id
        Widget.next_id += 1
        self.label = label
        type(self)._registry.append(self)
    @classmethod
    def all(cls):
        return [w.label for w in cls._registry]
    @classmethod
    def reset(cls):
        cls._registry.clear()
        cls.next_id = 1
    def __eq__(self, other):
        return isinstance(other, Widget) and self.label == other.label
    def __hash__(self):
        return hash(self.label)
    def __repr__(self):
        return f"Widget#{self.id}({self.label})"
a, b, c = Widget("a"), Widget("b"), Widget("a")
print(Widget.all(), a == c, a is c, len({a, b, c}), Widget.next_id)
print(sorted([c, b, a], key=lambda w: w.id), a in [c], [b].count(Widget("b")))
Widget.reset()
print(Widget.all(), Widget.next_id, Widget("z"))
class Sub(Widget):
    next_id = 100
s = Sub("s")
print(s, Sub.next_id, Widget.next_id, Sub._registry is Widget._registry)
