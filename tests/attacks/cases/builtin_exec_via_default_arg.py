# expect: error NameError
# Forbidden names stay undefined wherever they are evaluated.
def f(run=exec):
    run("x = 1")
