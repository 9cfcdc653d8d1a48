# Nested dicts and repr.
config = {"db": {"host": "localhost", "ports": [5432, 5433]}, "debug": False, "name": None, "ratio": 0.5}
print(config)
print(config["db"]["ports"][-1], str(config["db"]), repr({"q": "it's"}), {1: {2: {3: {}}}})
config["db"]["host"] = "remote"
print(config["db"])
