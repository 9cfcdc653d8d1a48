class InsufficientFunds(Exception):
    def __init__(self, balance, amount):
        self.balance = balance
        self.amount = amount
        super().__init__(f"cannot withdraw {amount:.2f}; balance is {balance:.2f}")

class Account:
    interest = 0.02
    _count = 0

    def __init__(self, owner, balance=0.0):
        self.owner = owner
        self._balance = balance
        self.history = []
        Account._count += 1

    @property
    def balance(self):
        return self._balance

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self._balance += amount
        self.history.append(("deposit", amount))
        return self

    def withdraw(self, amount):
        if amount > self._balance:
            raise InsufficientFunds(self._balance, amount)
        self._balance -= amount
        self.history.append(("withdraw", amount))
        return self

    @classmethod
    def count(cls):
        return cls._count

    @staticmethod
    def fmt(x):
        return f"${x:,.2f}"

    def __repr__(self):
        return f"Account({self.owner!r}, {self._balance})"

class Savings(Account):
    interest = 0.05
    def add_interest(self):
        return self.deposit(self.balance * self.interest)

a = Account("ann", 100).deposit(50).withdraw(30)
s = Savings("bob", 1000)
s.add_interest()
print(a, s, Account.count(), Account.fmt(s.balance))
try:
    a.withdraw(1000)
except InsufficientFunds as e:
    print(e, e.amount - e.balance)
try:
    a.deposit(-5)
except ValueError as e:
    print("error:", e)
try:
    a.balance = 5
except AttributeError as e:
    print("AttributeError")
print(a.history, vars(s)["owner"])
