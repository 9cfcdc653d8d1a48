# Class-level counters and instance ids.
class Ticket:
    next_id = 1
    def __init__(self):
        self.id = Ticket.next_id
        Ticket.next_id += 1
tickets = [Ticket() for _ in range(3)]
print([t.id for t in tickets], Ticket.next_id)
