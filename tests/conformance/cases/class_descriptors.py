from functools import partial


class Positive:
    """A validating data descriptor, the way agents write one."""

    def __set_name__(self, owner, name):
        self.name = "_" + name
        self.public = name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name)

    def __set__(self, obj, value):
        if value <= 0:
            raise ValueError(f"{self.public} must be positive, got {value}")
        setattr(obj, self.name, value)


class Bound:
    """A non-data descriptor: an instance attribute of the same name wins."""

    def __init__(self, func, *args):
        self.func = func
        self.args = args

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return partial(self.func, obj, *self.args)


class Order:
    qty = Positive()
    price = Positive()

    def __init__(self, qty, price):
        self.qty = qty
        self.price = price

    def set_state(self, state):
        self.state = state
        return self

    ship = Bound(set_state, "shipped")

    def total(self):
        return self.qty * self.price


o = Order(3, 2.5)
print(o.qty, o.price, o.total(), vars(o))
try:
    o.qty = -1
except ValueError as e:
    print("ValueError:", e)
print(type(Order.qty).__name__, Order.qty.name, Order.price.public)
print(o.ship().state)
o.ship = "overridden"
print(o.ship, type(Order.ship).__name__)
