# int() and float() accept any Unicode decimal digits.
print(int("١٢٣"), float("١.٥"), int("\uff11\uff12"), "٣".isdigit(), int("٣") + 1)
