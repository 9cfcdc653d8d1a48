def parse_port(s):
    try:
        return int(s)
    except ValueError:
        raise ValueError(f"invalid port: {s!r}")

print(parse_port("8080"))
print(parse_port("http"))
