from functools import singledispatch, partialmethod
@singledispatch
def render(x):
    return f"?{x}"
@render.register(int)
def _(x):
    return f"int:{x}"
@render.register(list)
def _(x):
    return "[" + ",".join(render(i) for i in x) + "]"
print(render(5), render([1, "a", [2]]), render(1.5), render(True), render.__name__)
class Light:
    def set_state(self, s):
        self.state = s
        return self
    on = partialmethod(set_state, "on")
print(Light().on().state)
