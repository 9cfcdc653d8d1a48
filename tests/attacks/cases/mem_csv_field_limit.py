# expect: error Error
# imports: csv
# A huge unquoted field hits csv's field size limit (131072) instead of growing without end.
import csv
list(csv.reader(["a" * 200000]))
