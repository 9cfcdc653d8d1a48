# traceback: full
def parse_port(s):
    try:
        return int(s)
    except ValueError:
        raise ValueError(f"invalid port: {s!r}")

naïve = {"é": parse_port("80")}
x = naïve["é"] + parse_port("http")
