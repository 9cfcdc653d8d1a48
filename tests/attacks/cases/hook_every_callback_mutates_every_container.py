# expect: ok
# imports: collections heapq bisect
# Every callback kind (__index__, __eq__, __hash__, __lt__, __gt__, __repr__, __iter__, __len__, key) clears, shrinks or grows the container a native operation is working on: list, bytearray, dict, set, deque, heapq, bisect, sort, min/max. Exceptions are fine, a crash is not (the rule at the top of executor/obj.h). CPython 3.11 itself segfaults on at least one of these, so the expectation is ours: ok.
import collections, heapq, bisect
MUT = {
    'clear': lambda c: c.clear(),
    'shrink': lambda c: c.pop() if c else None,
    'grow': lambda c: c.extend(range(40)) if hasattr(c, 'extend') else c.update({i: i for i in range(40)}) if isinstance(c, dict) else c.update(range(40)),
}
state = {'c': None, 'm': None, 'n': 0}
def hit():
    state['n'] += 1
    if state['n'] <= 30 and state['n'] % 3 == 1 and state['c'] is not None:
        MUT[state['m']](state['c'])
class E:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        hit()
        return self.v
    def __eq__(self, o):
        hit()
        return isinstance(o, E) and o.v == self.v
    def __hash__(self):
        hit()
        return self.v % 3
    def __lt__(self, o):
        hit()
        return self.v < getattr(o, 'v', 0)
    def __gt__(self, o):
        hit()
        return self.v > getattr(o, 'v', 0)
    def __repr__(self):
        hit()
        return 'E'
    def __iter__(self):
        hit()
        return iter([E(1), E(2)])
    def __len__(self):
        hit()
        return 2
def key(x):
    hit()
    return getattr(x, 'v', 0)

def op1(c):
    c[E(3)]
def op2(c):
    c[E(1):E(30)]
def op3(c):
    c.index(E(5), E(0), E(30))
def op4(c):
    c.insert(E(4), 0)
def op5(c):
    c.pop(E(2))
def op6(c):
    E(9) in c
def op7(c):
    c.count(E(2))
def op8(c):
    c.remove(E(7))
def op9(c):
    c == list(c)
def op10(c):
    c < [E(1)]
def op11(c):
    repr(c)
def op12(c):
    c.sort()
def op13(c):
    c.sort(key=key)
def op14(c):
    min(c, key=key)
def op15(c):
    max(c)
def op16(c):
    heapq.heapify(c)
def op17(c):
    heapq.heappush(c, E(3))
def op18(c):
    heapq.heappop(c)
def op19(c):
    bisect.insort(c, E(3))
def op20(c):
    bisect.bisect_left(c, E(5), E(0), E(20))
def op21(c):
    c.extend(E(0))
def op22(c):
    c[E(1):E(5)] = E(0)
def op23(c):
    del c[E(1)::E(2)]
def op24(c):
    '-'.join(map(repr, c))
def op25(c):
    c[E(3)]
def op26(c):
    c[E(3)] = E(7)
def op27(c):
    c[E(1):E(30)]
def op28(c):
    c.insert(E(4), E(1))
def op29(c):
    c.pop(E(2))
def op30(c):
    c.find(b"a", E(2), E(30))
def op31(c):
    c.ljust(E(40))
def op32(c):
    c.zfill(E(40))
def op33(c):
    c[E(1):E(5)] = b"xy"
def op34(c):
    del c[E(1)::E(2)]
def op35(c):
    c.count(b"a", E(0))
def op36(c):
    c.append(E(5))
def op37(c):
    c.extend(E(0))
def op38(c):
    c[E(3)]
def op39(c):
    c[E(3)] = E(3)
def op40(c):
    E(4) in c
def op41(c):
    c.pop(E(5), None)
def op42(c):
    c.get(E(6))
def op43(c):
    repr(c)
def op44(c):
    c == dict(c)
def op45(c):
    c.popitem()
def op46(c):
    c.setdefault(E(8), 1)
def op47(c):
    dict(c)
def op48(c):
    {0: 0}.update(c)
def op49(c):
    sorted(c, key=key)
def op50(c):
    c.keys() & {E(1)}
def op51(c):
    E(3) in c
def op52(c):
    c.add(E(3))
def op53(c):
    c.discard(E(4))
def op54(c):
    c == set(c)
def op55(c):
    c & {E(1), E(2)}
def op56(c):
    c | {E(5)}
def op57(c):
    c - {E(1)}
def op58(c):
    c ^ {E(2)}
def op59(c):
    c <= {E(1)}
def op60(c):
    c.isdisjoint({E(3)})
def op61(c):
    repr(c)
def op62(c):
    max(c, key=key)
def op63(c):
    c[E(3)]
def op64(c):
    c.index(E(5), E(0), E(30))
def op65(c):
    c.insert(E(2), E(1))
def op66(c):
    E(4) in c
def op67(c):
    c.count(E(1))
def op68(c):
    c.remove(E(6))
def op69(c):
    c.rotate(E(2))
def op70(c):
    repr(c)
def op71(c):
    c == collections.deque(c)
def op72(c):
    c.extend(E(0))
OPS = [('list', op1), ('list', op2), ('list', op3), ('list', op4), ('list', op5), ('list', op6), ('list', op7), ('list', op8), ('list', op9), ('list', op10), ('list', op11), ('list', op12), ('list', op13), ('list', op14), ('list', op15), ('list', op16), ('list', op17), ('list', op18), ('list', op19), ('list', op20), ('list', op21), ('list', op22), ('list', op23), ('list', op24), ('bytearray', op25), ('bytearray', op26), ('bytearray', op27), ('bytearray', op28), ('bytearray', op29), ('bytearray', op30), ('bytearray', op31), ('bytearray', op32), ('bytearray', op33), ('bytearray', op34), ('bytearray', op35), ('bytearray', op36), ('bytearray', op37), ('dict', op38), ('dict', op39), ('dict', op40), ('dict', op41), ('dict', op42), ('dict', op43), ('dict', op44), ('dict', op45), ('dict', op46), ('dict', op47), ('dict', op48), ('dict', op49), ('dict', op50), ('set', op51), ('set', op52), ('set', op53), ('set', op54), ('set', op55), ('set', op56), ('set', op57), ('set', op58), ('set', op59), ('set', op60), ('set', op61), ('set', op62), ('deque', op63), ('deque', op64), ('deque', op65), ('deque', op66), ('deque', op67), ('deque', op68), ('deque', op69), ('deque', op70), ('deque', op71), ('deque', op72)]
def make(kind):
    if kind == 'list':
        return [E(i) for i in range(20)]
    if kind == 'bytearray':
        return bytearray(b'abcd' * 10)
    if kind == 'dict':
        return {E(i): E(i) for i in range(20)}
    if kind == 'set':
        return {E(i) for i in range(20)}
    return collections.deque(E(i) for i in range(20))
done = 0
for kind, op in OPS:
    for m in MUT:
        state['c'] = None
        c = make(kind)
        state['c'] = c
        state['m'] = m
        state['n'] = 0
        try:
            op(c)
        except Exception:
            pass
        done += 1
assert done == len(OPS) * len(MUT)
