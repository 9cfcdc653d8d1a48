#include <criterion/criterion.h>
Test(smoke, builds) { cr_assert(1); }
