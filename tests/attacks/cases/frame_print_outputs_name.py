# expect: error NameError
# A13: forging the execution log through _print_outputs.
_print_outputs.value = "forged"
