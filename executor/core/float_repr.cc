/* executor/core/float_repr.cc: the shortest decimal digits that read back as a given double.
 * A C entry point over Debian's libdouble-conversion, whose SHORTEST mode gives the same
 * digits as the dtoa mode 0 behind CPython's repr(float); format.c does the layout. */
#include <double-conversion/double-conversion.h>

extern "C" int fmt_shortest_digits(double x, char digits[18], int *decpt);

/* x must be finite; its sign is ignored. Writes 1 to 17 digits without trailing zeros
 * (NUL-terminated) and sets *decpt so that |x| = 0.d1d2... * 10**decpt; zero gives "0"
 * with decpt 1. Returns the number of digits. */
extern "C" int fmt_shortest_digits(double x, char digits[18], int *decpt)
{
    using double_conversion::DoubleToStringConverter;
    bool negative;
    int length;
    DoubleToStringConverter::DoubleToAscii(x, DoubleToStringConverter::SHORTEST, 0, digits,
                                           DoubleToStringConverter::kBase10MaximalLength + 1,
                                           &negative, &length, decpt);
    if (length == 0) { /* zero comes back without digits */
        digits[0] = '0';
        digits[1] = '\0';
        length = 1;
        *decpt = 1;
    }
    return length;
}
