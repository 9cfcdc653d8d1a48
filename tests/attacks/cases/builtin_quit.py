# expect: error NameError
# quit() likewise.
quit()
