values = [3.14159, 2.0, -0.5, 1234567.891, 0.000123]
for v in values:
    print(f"{v:10.3f}|{v:<10.2e}|{v:^12,.1f}|{v:+.2%}|{v:g}")
n = 255
print(f"{n:b} {n:o} {n:x} {n:X} {n:#x} {n:#b} {n:08b} {n:_d} {n:,}")
name = "warden"
print(f"[{name:>10}] [{name:<10}] [{name:^10}] [{name:*^11}] [{name!r:>12}]")
width, prec = 12, 4
print(f"{3.14159265:{width}.{prec}f}")
print(f"{'total':-<20}{42:>6}")
print(f"{1e-7:.2e} {1e16:.0f} {12345.6789:.2f} {0.1+0.2:.17f}")
items = {"apples": 3, "kiwis": 12}
for k, v in items.items():
    print(f"{k:.<15}{v:.>4}")
x = 42
print(f"{x=}", f"{x*2 = }", f"{name.upper()!s}")
print(f"{{literal}} {x:>{width}}")
print("{:>8} | {:<6} | {:^5}".format("a", "b", "c"))
print("{0} {1} {0}".format("x", "y"), "{name}:{val:.1f}".format(name="pi", val=3.14159))
print("%5.2f %-5d|%s %r %x %%" % (3.14159, 42, "s", "r", 255))
print(format(1234.5, ",.2f"), format(0.25, ".0%"), format(-7, "+d"), format(7, " d"))
