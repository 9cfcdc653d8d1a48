import copy
from collections import Counter, OrderedDict, defaultdict, deque, namedtuple

nested = [1, [2, 3], {'a': [4]}, (5, [6])]
s = copy.copy(nested)
d = copy.deepcopy(nested)
nested[1].append('x')
nested[2]['a'].append('y')
nested[3][1].append('z')
print(nested)
print(s, s is nested, s[1] is nested[1])
print(d, d[1] is nested[1], d[3] is nested[3])
t = (1, 2, 'three')
print(copy.copy(t) is t, copy.deepcopy(t) is t, copy.deepcopy((1, [2]))[1] is None)
print(copy.copy(5), copy.deepcopy('s'), copy.copy(None), copy.deepcopy(3.5), copy.copy(len) is len)
print(copy.copy({1, 2}), copy.deepcopy(frozenset([1])), copy.copy(range(3)), copy.deepcopy(b'x'))
cyc = [1]
cyc.append(cyc)
cc = copy.deepcopy(cyc)
print(cc[1] is cc, cc[1] is cyc, len(cc))
cyc.pop()  # no cycle collector: break the cycles
cc.pop()
shared = [0]
pair = [shared, shared]
pc = copy.deepcopy(pair)
print(pc[0] is pc[1], pc[0] is shared)
dd = defaultdict(list, {'k': [1]})
ddc = copy.deepcopy(dd)
ddc['k'].append(2)
ddc['new'].append(3)
print(dd, ddc, copy.copy(dd)['k'] is dd['k'])
print(copy.deepcopy(Counter('aab')), copy.copy(OrderedDict(b=1, a=2)), copy.deepcopy(OrderedDict(x=[1])))
q = deque([[1], [2]], maxlen=3)
qc = copy.deepcopy(q)
qc[0].append(9)
print(q, qc, copy.copy(q))
P = namedtuple('P', 'x y')
p = P([1], 2)
pd = copy.deepcopy(p)
pd.x.append(5)
print(p, pd, copy.copy(p) == p)


class Node:
    def __init__(self, value):
        self.value = value
        self.children = []


root = Node(1)
root.children.append(Node(2))
root.children[0].children.append(root)
rc = copy.deepcopy(root)
print(rc.value, rc.children[0].value, rc.children[0].children[0] is rc, rc is root)
sc = copy.copy(root)
print(sc.children is root.children, sc.value)
root.children[0].children.clear()  # break the cycles
rc.children[0].children.clear()


class Custom:
    def __init__(self, data):
        self.data = data
        self.copied = False

    def __copy__(self):
        c = Custom(self.data)
        c.copied = 'shallow'
        return c

    def __deepcopy__(self, memo):
        c = Custom(copy.deepcopy(self.data, memo))
        c.copied = 'deep'
        return c


cu = Custom([1, 2])
print(copy.copy(cu).copied, copy.deepcopy(cu).copied, copy.deepcopy(cu).data is cu.data)


class State:
    def __init__(self):
        self.x = 1
        self.cache = 'big'

    def __getstate__(self):
        return {'x': self.x}

    def __setstate__(self, state):
        self.x = state['x'] * 10
        self.cache = None


st = copy.deepcopy(State())
print(st.x, st.cache)
e = copy.copy(ValueError('bad', 1))
print(repr(e), e.args)
memo = {}
a = [1]
b1 = copy.deepcopy(a, memo)
b2 = copy.deepcopy(a, memo)
print(b1 is b2, b1 == a)


def f():
    return 1


print(copy.copy(f) is f, copy.deepcopy(f) is f, copy.deepcopy(Node) is Node, copy.copy(int) is int)
for label, fn in [('generator', lambda: copy.copy(x for x in [])),
                  ('deep generator', lambda: copy.deepcopy([1, (x for x in [])]))]:
    try:
        fn()
    except TypeError as ex:
        print(label, 'TypeError', ex)
print(issubclass(copy.Error, Exception), copy.error is copy.Error)
