import operator as op
from functools import reduce
print(op.add(2, 3), op.mul("ab", 2), op.truediv(7, 2), op.floordiv(7, 2), op.mod(7, 3), op.neg(5), op.pow(2, 8))
print(op.itemgetter(1)([10, 20]), op.itemgetter(0, 2)("abc"), op.attrgetter("real")(3 + 4j))
print(op.methodcaller("upper")("hi"), op.methodcaller("split", ",")("a,b"))
print(op.eq(1, 1), op.lt(1, 2), op.contains([1, 2], 2), op.not_(0), op.truth([]), op.is_(None, None))
print(reduce(op.or_, [{1}, {2}, {3}]), reduce(op.and_, [7, 3]), op.xor(5, 3), op.concat([1], [2]))
ops = {"+": op.add, "-": op.sub, "*": op.mul, "/": op.truediv}
def rpn(expr):
    st = []
    for tok in expr.split():
        if tok in ops:
            b, a = st.pop(), st.pop()
            st.append(ops[tok](a, b))
        else:
            st.append(float(tok))
    return st[0]
print(rpn("3 4 + 2 *"), rpn("5 1 2 + 4 * + 3 -"))
d = {"a": 1}
op.setitem(d, "b", 2)
print(d, op.getitem(d, "b"), op.index(5), op.abs(-2))
