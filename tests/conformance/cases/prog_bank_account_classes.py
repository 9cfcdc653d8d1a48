# A small OOP program with inheritance and exceptions.
class InsufficientFunds(Exception):
    pass
class Account:
    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance
        self.history = []
    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self.balance += amount
        self.history.append(("deposit", amount))
    def withdraw(self, amount):
        if amount > self.balance:
            raise InsufficientFunds(f"{self.owner} has only {self.balance}")
        self.balance -= amount
        self.history.append(("withdraw", amount))
class Savings(Account):
    rate = 0.02
    def add_interest(self):
        interest = round(self.balance * self.rate, 2)
        self.deposit(interest)
        return interest
acct = Savings("ann", 100)
acct.deposit(50)
print(acct.add_interest(), acct.balance)
for amount in (20, 500):
    try:
        acct.withdraw(amount)
    except InsufficientFunds as e:
        print("error:", e)
try:
    acct.deposit(-1)
except ValueError as e:
    print("error:", e)
print(acct.history, acct.balance)
