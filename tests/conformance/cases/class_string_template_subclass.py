import string
from string import Template


class Percent(Template):
    delimiter = '%'


print(Percent('%who likes %what, 100%% sure').substitute(who='tim', what='pie'))
print(Percent('%{x}y %z').safe_substitute(x=1))


class Dotted(Template):
    idpattern = r'[a-z][_a-z0-9.]*'


print(Dotted('$user.name is ${user.age}').substitute({'user.name': 'ada', 'user.age': 36}))


class Braced(Template):
    braceidpattern = r'[^}]+'


print(Braced('${a b} and $c').substitute({'a b': 1, 'c': 2}))


class Strict(Template):
    flags = 0


print(Strict('$abc $ABC').safe_substitute(abc=1))


class Custom(Template):
    pattern = r'''
    \[\[(?:
      (?P<escaped>\[\[) |
      (?P<named>[a-z]+)\]\] |
      (?P<braced>[a-z]+)\]\] |
      (?P<invalid>)
    )
    '''


print(Custom('hello [[name]]! [[[[').substitute(name='you'))
print(Custom('x [[ y').safe_substitute())


class Greeting(Template):
    delimiter = '#'

    def render(self, **kw):
        return self.substitute(kw).upper()


g = Greeting('#greet, #name')
print(g.render(greet='hi', name='bob'), g.template, g.get_identifiers(), g.is_valid())
print(Greeting('# bad').is_valid(), Template.delimiter, Greeting.delimiter)
for t, kw in (('%x %', {'x': 1}), ('%nope', {})):
    try:
        print(Percent(t).substitute(kw))
    except (ValueError, KeyError) as e:
        print(type(e), e)
print(isinstance(g, Template), isinstance(g, string.Template))
print(Template('$a${b}$$').substitute(a=1, b=2), Template('$a').substitute({'a': 0}, a=9))
