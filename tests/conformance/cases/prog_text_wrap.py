# Greedy word wrapping and justification.
def wrap(text, width):
    lines, line = [], ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    if line:
        lines.append(line)
    return lines
text = "The quick brown fox jumps over the lazy dog and keeps running far away"
for ln in wrap(text, 20):
    print(f"|{ln:<20}|")
for ln in wrap(text, 20):
    print(f"|{ln:^20}|")
