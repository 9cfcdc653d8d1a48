import string
print(string.ascii_letters, string.ascii_lowercase, string.ascii_uppercase)
print(string.digits, string.hexdigits, string.octdigits)
print(repr(string.punctuation), repr(string.printable), repr(string.whitespace))
print(string.capwords('hello   world  foo'), string.capwords('a-b c-d', '-'), string.capwords(' x y '))
t = string.Template('$who likes $what; ${who}s $$ cost')
print(t.substitute(who='tim', what='kung pao'))
print(t.substitute({'who': 'a', 'what': 'b'}, what='c'))
print(t.safe_substitute(who='x'))
print(t.template, t.get_identifiers(), t.is_valid())
try:
    t.substitute(who='x')
except KeyError as e:
    print('KeyError', e)
for s in ['a $ b', 'line\n  $1x', '${bad', '$', 'x$']:
    try:
        print(string.Template(s).substitute(a=1))
    except ValueError as e:
        print('ValueError', e)
    print(repr(string.Template(s).safe_substitute()), string.Template(s).is_valid())
print(string.Template('$a$b${c}d').substitute(a=1, b=2.5, c=None))
print(string.Template('$ä').safe_substitute())
print(string.Template('${a}').substitute({'a': [1]}))
