from operator import attrgetter, itemgetter, methodcaller, neg, mul, add
from functools import reduce

students = [('jane', 'B', 12), ('john', 'A', 15), ('dave', 'B', 10), ('amy', 'A', 12)]
print(sorted(students, key=itemgetter(2)))
print(sorted(students, key=itemgetter(1, 2)))
print(sorted(students, key=itemgetter(2), reverse=True))
print(max(students, key=itemgetter(2)), min(students, key=itemgetter(0)))
scores = {'x': 3, 'y': 9, 'z': 1}
print(sorted(scores.items(), key=itemgetter(1)), max(scores.items(), key=itemgetter(1))[0])


class Task:
    def __init__(self, name, prio, owner):
        self.name, self.prio, self.owner = name, prio, owner

    def label(self, prefix=''):
        return prefix + self.name

    def __repr__(self):
        return f'Task({self.name}, {self.prio})'


tasks = [Task('b', 2, 'x'), Task('a', 1, 'y'), Task('c', 2, 'x')]
print(sorted(tasks, key=attrgetter('prio', 'name')), [t for t in map(attrgetter('owner'), tasks)])
print(list(map(methodcaller('label', '#'), tasks)), list(map(neg, [1, -2])))
print(reduce(mul, range(1, 8)), reduce(add, 'abc'), list(map(mul, [1, 2], [3, 4])))
rows = [{'k': 'b', 'n': 2}, {'k': 'a', 'n': 2}, {'k': 'c', 'n': 1}]
print([r['k'] for r in sorted(rows, key=itemgetter('n', 'k'))])
get_xy = itemgetter('x', 'y')
print(get_xy({'x': 1, 'y': 2, 'z': 3}), itemgetter(0, -1)('hello'))
