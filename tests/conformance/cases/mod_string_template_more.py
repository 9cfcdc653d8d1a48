from string import Template
t = Template('Dear $name, you owe $$${amount:.2f}')
try:
    print(t.substitute(name='Bob', amount=3))
except ValueError as e:
    print('ValueError', e)
print(t.safe_substitute(name='Bob'))
print(Template('${a}${b}').substitute(a='x', b='y'), Template('$a_b $a').safe_substitute(a=1))
print(Template('$A $a').substitute(A=1, a=2))
print(Template('100$$ and $x').substitute({'x': (1, 2)}))
print(Template('').substitute(), Template('no placeholders').substitute(x=1))
try:
    Template('$x').substitute({}, {})
except TypeError as e:
    print('TypeError', e)
class M:
    def __getitem__(self, k):
        return k.upper()
print(Template('$a-$b').substitute(M()))
print(Template('$a-$b').safe_substitute({'a': 1}, b=2))
