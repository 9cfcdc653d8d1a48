# generators whose yields sit 14, 15 and 16 loops deep: the deepest no longer fits the
# records a resumed generator keeps (it runs on its own stack), the others resume in place
def g_y14(n):
    for v0 in range(1):
        i1 = 0
        while i1 < 1:
            i1 += 1
            v1 = i1
            if n >= 0:
                v2 = d2 = 2
                for v3 in range(1):
                    i4 = 0
                    while i4 < 1:
                        i4 += 1
                        v4 = i4
                        if n >= 0:
                            v5 = d5 = 5
                            for v6 in range(1):
                                i7 = 0
                                while i7 < 1:
                                    i7 += 1
                                    v7 = i7
                                    if n >= 0:
                                        v8 = d8 = 8
                                        for v9 in range(1):
                                            i10 = 0
                                            while i10 < 1:
                                                i10 += 1
                                                v10 = i10
                                                if n >= 0:
                                                    v11 = d11 = 11
                                                    for v12 in range(n):
                                                        i13 = 0
                                                        while i13 < 1:
                                                            i13 += 1
                                                            v13 = i13
                                                            got = yield (v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8 + v9 + v10 + v11 + v12 + v13)
                                                            if got is not None:
                                                                print('sent', got)


print(list(g_y14(2)))
it = g_y14(3)
print(next(it), it.send('x'), next(it))


def g_yf15(n):
    for v0 in range(1):
        i1 = 0
        while i1 < 1:
            i1 += 1
            v1 = i1
            if n >= 0:
                v2 = d2 = 2
                for v3 in range(1):
                    i4 = 0
                    while i4 < 1:
                        i4 += 1
                        v4 = i4
                        if n >= 0:
                            v5 = d5 = 5
                            for v6 in range(1):
                                i7 = 0
                                while i7 < 1:
                                    i7 += 1
                                    v7 = i7
                                    if n >= 0:
                                        v8 = d8 = 8
                                        for v9 in range(1):
                                            i10 = 0
                                            while i10 < 1:
                                                i10 += 1
                                                v10 = i10
                                                if n >= 0:
                                                    v11 = d11 = 11
                                                    for v12 in range(1):
                                                        i13 = 0
                                                        while i13 < 1:
                                                            i13 += 1
                                                            v13 = i13
                                                            if n >= 0:
                                                                v14 = d14 = 14
                                                                r = yield from [v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8 + v9 + v10 + v11 + v12 + v13 + v14, -1]


print(list(g_yf15(2)))
it = g_yf15(3)
print(next(it), list(it))


def g_y16(n):
    for v0 in range(1):
        i1 = 0
        while i1 < 1:
            i1 += 1
            v1 = i1
            if n >= 0:
                v2 = d2 = 2
                for v3 in range(1):
                    i4 = 0
                    while i4 < 1:
                        i4 += 1
                        v4 = i4
                        if n >= 0:
                            v5 = d5 = 5
                            for v6 in range(1):
                                i7 = 0
                                while i7 < 1:
                                    i7 += 1
                                    v7 = i7
                                    if n >= 0:
                                        v8 = d8 = 8
                                        for v9 in range(1):
                                            i10 = 0
                                            while i10 < 1:
                                                i10 += 1
                                                v10 = i10
                                                if n >= 0:
                                                    v11 = d11 = 11
                                                    for v12 in range(1):
                                                        i13 = 0
                                                        while i13 < 1:
                                                            i13 += 1
                                                            v13 = i13
                                                            if n >= 0:
                                                                v14 = d14 = 14
                                                                for v15 in range(n):
                                                                    got = yield (v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8 + v9 + v10 + v11 + v12 + v13 + v14 + v15)
                                                                    if got is not None:
                                                                        print('sent', got)


print(list(g_y16(2)))
it = g_y16(3)
print(next(it), it.send('x'), next(it))


def g_yf16(n):
    for v0 in range(1):
        i1 = 0
        while i1 < 1:
            i1 += 1
            v1 = i1
            if n >= 0:
                v2 = d2 = 2
                for v3 in range(1):
                    i4 = 0
                    while i4 < 1:
                        i4 += 1
                        v4 = i4
                        if n >= 0:
                            v5 = d5 = 5
                            for v6 in range(1):
                                i7 = 0
                                while i7 < 1:
                                    i7 += 1
                                    v7 = i7
                                    if n >= 0:
                                        v8 = d8 = 8
                                        for v9 in range(1):
                                            i10 = 0
                                            while i10 < 1:
                                                i10 += 1
                                                v10 = i10
                                                if n >= 0:
                                                    v11 = d11 = 11
                                                    for v12 in range(1):
                                                        i13 = 0
                                                        while i13 < 1:
                                                            i13 += 1
                                                            v13 = i13
                                                            if n >= 0:
                                                                v14 = d14 = 14
                                                                for v15 in range(n):
                                                                    r = yield from [v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8 + v9 + v10 + v11 + v12 + v13 + v14 + v15, -1]


print(list(g_yf16(2)))
it = g_yf16(3)
print(next(it), list(it))

