class Report:
    def __init__(self, title):
        self.title = title

r = Report("Q3")
print(r.title)
print(r.summary)
