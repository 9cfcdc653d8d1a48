# Raw string literals ending in backslashes (tree-sitter folds their content into the end token).
print(r"\\", r"a\\b", r"\n", r'\'', r"\"", rb"\\x", Rb"\\", r"""\\
\\""", len(r"\\\\"), rf"{1}\\{2}", fr"\\{3}\\", r"\\" "x", "y" r"\\")
