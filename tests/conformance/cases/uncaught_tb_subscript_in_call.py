# traceback: full
config = {"host": "localhost"}

def get_setting(name):
    return config[name]

print(get_setting("host"))
print(get_setting("timeout"))
