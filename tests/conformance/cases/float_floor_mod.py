# Float // and % follow floor semantics; tricky cases.
print(7.5 // 2, -7.5 // 2, 7.5 % 2, -7.5 % 2, 7.5 % -2, 0.3 % 0.1, 1.0 // 0.1, 1.0 % 0.1)
print(-1e-20 % 1.0, 1e-20 % -1.0, divmod(-1e-20, 1.0))
print(3.0 // 1, -3.0 // 1, -0.0 // 1, 0.0 // -1)
