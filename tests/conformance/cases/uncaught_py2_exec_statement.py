# Python 2 exec statement.
exec "x = 1"
