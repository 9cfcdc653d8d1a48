from string import Template
import string

t = Template("Hello $name, you owe $$${amount:.2f}?")
print(t.safe_substitute(name="Ann"))
t2 = Template("Dear ${title} $name,\nYour order #$order ships on $date.")
print(t2.substitute(title="Dr.", name="Who", order=42, date="Monday"))
try:
    t2.substitute(name="x")
except KeyError as e:
    print("missing", e)
class Pct(Template):
    delimiter = "%"
print(Pct("100%% of %who").substitute(who="us"))
print(string.ascii_lowercase[:5], string.digits, string.punctuation[:6])
print(string.capwords("hello  big world"))
tbl = str.maketrans("", "", string.punctuation)
print("Hi, there! How's it?".translate(tbl))
print(string.Formatter().format("{0}-{1}", "a", "b"))
