import datetime as dt
u = dt.timezone.utc
e = dt.timezone(dt.timedelta(hours=1))
pairs = [(dt.time(1), dt.time(2)), (dt.time(1, tzinfo=u), dt.time(2, tzinfo=e)), (dt.time(1), dt.time(1, tzinfo=u)), (dt.time(2, tzinfo=e), dt.time(1, tzinfo=u)),
         (dt.datetime(2020, 1, 1), dt.datetime(2020, 1, 2)), (dt.datetime(2020, 1, 1, tzinfo=u), dt.datetime(2020, 1, 1, 1, tzinfo=e)), (dt.datetime(2020, 1, 1), dt.datetime(2020, 1, 1, tzinfo=u)),
         (dt.datetime(2020, 1, 1), dt.date(2020, 1, 1))]
for a, b in pairs:
    import operator
    for op in ['eq', 'ne', 'lt', 'le', 'gt', 'ge']:
        try:
            print(a, op, b, getattr(operator, op)(a, b))
        except TypeError as ex:
            print(a, op, b, 'TypeError', ex)
