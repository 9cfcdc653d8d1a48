# Every codec the executor has, decoding valid, truncated and invalid input under each error
# handler: one decode loop serves them all (codec.c decode_step).
cases = [b'abc', b'\xff\xfe', b'a\x80b', b'\xc3\xa9x\xe2\x82', b'\xed\xa0\x80z', bytes(range(256)), b'\xff\xfea\x00\x00\xd8', b'\xfe\xff\x00a\xdc\x00', b'\x00\x00\x11\x00']
for enc in ['utf-8','ascii','latin-1','utf-16','utf-16-le','utf-16-be','utf-32','utf-32-le','utf-32-be']:
    extra = []
    if enc not in ('ascii', 'latin-1'):
        extra.append('é€𝄞'.encode(enc))
    for d in cases + extra:
        for err in ['strict','ignore','replace','backslashreplace']:
            try:
                print(enc, err, ascii(d.decode(enc, err)))
            except Exception as e:
                print(enc, err, type(e).__name__, e)
