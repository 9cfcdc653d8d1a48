import textwrap
text = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua."
for width in (10, 25, 40, 79, 200):
    print(width, textwrap.wrap(text, width))
print(textwrap.fill(text, 30, initial_indent="    ", subsequent_indent="  | "))
print(textwrap.fill(text, width=40, max_lines=2))
print(textwrap.fill(text, width=40, max_lines=1, placeholder=" (more)"))
print(textwrap.shorten(text, 50), '|', textwrap.shorten(text, 50, placeholder=" ..."))
print(textwrap.shorten("  lots   of   space  ", 100))
w = textwrap.TextWrapper(width=20, break_long_words=False, break_on_hyphens=False)
print(w.wrap("averyveryverylongwordindeed and-a-hyphenated-one"))
w = textwrap.TextWrapper(width=12, tabsize=4)
print(w.wrap("a\tb\tc\td\te\tf"))
print(w.width, w.tabsize, w.expand_tabs, w.max_lines, repr(w.placeholder))
w.max_lines = 2
print(w.fill("one two three four five six seven"))
print(textwrap.wrap("A sentence.  Another one?  Yes!", 15, fix_sentence_endings=True))
print(textwrap.wrap("Mr. Smith went. He did!", 100, fix_sentence_endings=True))
print(textwrap.wrap("x " * 10, 4), textwrap.wrap("abc", 1), textwrap.wrap("a-b-c", 2))
print(textwrap.wrap("--option-name value", 8), textwrap.wrap("foo--bar baz", 6))
print(textwrap.fill("para one\n\npara two", 20))
print(textwrap.wrap("  indented text here", 10, drop_whitespace=False))
try:
    textwrap.wrap("abc", width=5, max_lines=1, placeholder="x" * 10)
except ValueError as e:
    print("ValueError", e)
