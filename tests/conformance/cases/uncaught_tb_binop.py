# traceback: full
prices = {"apple": "1.50", "pear": 2}
total = 0
for name, price in prices.items():
    total = total + price
