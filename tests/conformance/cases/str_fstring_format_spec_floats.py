# The format-spec mini-language for floats.
v = 1234.5678
print(f"{v:.2f}", f"{v:10.1f}|", f"{v:<10.3f}|", f"{v:e}", f"{v:.3E}", f"{v:g}", f"{v:.2g}", f"{v:G}", f"{v:%}", f"{v:.1%}")
print(f"{v:,.2f}", f"{v:_.3f}", f"{v:+.1f}", f"{-v: .1f}", f"{v:015.2f}", f"{-v:015,.2f}", f"{v:#.0f}", f"{v:.0f}", f"{0.5:.0f}", f"{1.5:.0f}")
print(f"{1e-7:g}", f"{1e16:g}", f"{123456789.0:g}", f"{0.0001:g}", f"{1e-5:f}", f"{1/3:.15g}", f"{2.5:g}", f"{100.0:g}", f"{1e100:.3}", f"{0.1:.20f}")
print(f"{float('inf'):f}", f"{float('-inf'):>8}", f"{float('nan'):F}", f"{-0.0:g}", f"{1.0}", f"{1.0:}", f"{1.0:.3}", f"{1e22:}", f"{12.0:n}")
