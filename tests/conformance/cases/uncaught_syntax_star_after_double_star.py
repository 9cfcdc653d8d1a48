# SyntaxError wording: star after double star.
f(**x, *y)
