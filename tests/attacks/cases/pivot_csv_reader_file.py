# expect: error NameError
# imports: csv
# csv.reader reads any iterable of lines, but there is no way to open a file.
import csv
print(list(csv.reader(open("/etc/passwd"))))
