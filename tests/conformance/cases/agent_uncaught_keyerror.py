config = {"host": "localhost", "port": 8080}

def get_setting(name):
    return config[name]

print(get_setting("host"))
print(get_setting("timeout"))
