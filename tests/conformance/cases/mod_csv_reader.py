import csv
import io
print(list(csv.reader(['a,b,c', '1,"2,3",4', '"x""y",z', '', ' a, b'])))
print(list(csv.reader(['a;b'], delimiter=';')), list(csv.reader([' a, b'], skipinitialspace=True)))
print(list(csv.reader(io.StringIO('a,"multi\nline",c\r\nd,e,f\r\n'))))
print(list(csv.reader(['1,"2",x'], quoting=csv.QUOTE_NONNUMERIC)) if False else None)
print(list(csv.reader(['1,"2",3.5'], quoting=csv.QUOTE_NONNUMERIC)))
print(list(csv.reader(['a\\,b,c'], escapechar='\\')), list(csv.reader(['"a"b,c'])))
r = csv.reader(['a,b', 'c,d'])
print(next(r), r.line_num, next(r), r.line_num)
for bad in [['"abc'], ['a\x00b'], ['"a"b'], ['a,"b\n', 'c']]:
    try:
        print(list(csv.reader(bad, strict=True)))
    except csv.Error as e:
        print('Error', e)
try:
    print(list(csv.reader(['ab\rc'])))
except csv.Error as e:
    print('Error', e)
try:
    print(list(csv.reader(['"abc'])))
except csv.Error as e:
    print('Error', e)
try:
    list(csv.reader(['1,x'], quoting=csv.QUOTE_NONNUMERIC))
except ValueError as e:
    print('ValueError', e)
print(csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC, csv.QUOTE_NONE)
print(csv.Error, csv.list_dialects())
