# typing.NewType binds its arguments as CPython's NewType.__init__ does: by name too, with
# its messages for a missing or an unexpected argument.
from typing import NewType

U = NewType('U', int)
print(U(5), NewType(name='V', tp=str)('x'), NewType('W', tp=list)([1]))
calls = [lambda: NewType('U'), lambda: NewType('U', int, x=1), lambda: NewType(tp=int),
         lambda: NewType()]
for f in calls:
    try:
        print(f())
    except TypeError as e:
        print('TypeError:', e)
