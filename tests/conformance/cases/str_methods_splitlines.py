# splitlines recognises many line boundaries.
s = "one\ntwo\r\nthree\rfour\x0bfive\x0csix\x1cseven\u2028eight\n"
print(s.splitlines())
print(s.splitlines(True))
print("".splitlines(), "\n".splitlines(), "a\n\nb".splitlines(), "no newline".splitlines())
