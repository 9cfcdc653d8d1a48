# Generator pipelines.
def read(lines):
    for line in lines:
        yield line
def strip_comments(lines):
    for line in lines:
        if not line.startswith("#"):
            yield line.strip()
def parse(lines):
    for line in lines:
        if line:
            key, _, value = line.partition("=")
            yield key.strip(), value.strip()
text = ["# config", "a = 1", "", "b= two ", "# end", "c =3"]
print(dict(parse(strip_comments(read(text)))))
