def read_config(d):
    try:
        return d["path"]
    except KeyError as e:
        raise LookupError("config incomplete") from e

read_config({})
