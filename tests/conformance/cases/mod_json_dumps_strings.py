import json
print(json.dumps({"c": "é\n\"\\\x01\x7f😀"}))
print(json.dumps("é😀", ensure_ascii=False))
print(json.dumps("\x00\x1f\x08\x0c\r\t"))
print(json.dumps("\u2028 \u0100 \uffff"))
print(json.dumps({"ключ": "значение"}, ensure_ascii=False))
print(json.dumps({"ключ": "значение"}))
print(json.dumps("a/b</script>"))
