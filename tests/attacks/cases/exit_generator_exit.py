# expect: error GeneratorExit
# A23: GeneratorExit raised at top level.
raise GeneratorExit()
