# executor/lib/mod_enum.py: enum.Flag and enum.IntFlag, as CPython 3.11 behaves with its
# default boundaries (Flag drops nothing silently here, IntFlag keeps unknown bits), run in
# the native enum module's namespace by mod_enum.c. Members are made by the native
# Enum machinery (auto() gives powers of two, multi-bit members are aliases outside
# _member_names_); combinations are pseudo-members, made once per value by _missing_.

_pseudo_members = {}


class Flag(Enum):
    """Support for flags"""

    @classmethod
    def _missing_(cls, value):
        if not isinstance(value, int):
            raise ValueError("%r is not a valid %s" % (value, cls.__qualname__))
        for name in cls._member_map_:
            m = cls._member_map_[name]
            if m._value_ == value:
                return m
        cache = _pseudo_members.setdefault(cls, {})
        m = cache.get(value)
        if m is None:
            m = int.__new__(cls, value) if issubclass(cls, int) else object.__new__(cls)
            names = [n for n in cls._member_names_
                     if cls._member_map_[n]._value_ & value == cls._member_map_[n]._value_]
            extra = value & ~cls._flag_mask()
            if names and extra and issubclass(cls, int):
                names.append(str(extra))
            m._name_ = '|'.join(names) if names else None
            m._value_ = value
            cache[value] = m
        return m

    @classmethod
    def _flag_mask(cls):
        mask = 0
        for n in cls._member_names_:
            mask |= cls._member_map_[n]._value_
        return mask

    def _other_value(self, other):
        if isinstance(other, type(self)):
            return other._value_
        if isinstance(self, int) and isinstance(other, int) and not isinstance(other, Flag):
            return other
        return None

    def __contains__(self, other):
        if not isinstance(other, type(self)):
            raise TypeError("unsupported operand type(s) for 'in': '%s' and '%s'" % (
                type(other).__qualname__, type(self).__qualname__))
        return other._value_ & self._value_ == other._value_

    def __iter__(self):
        for n in type(self)._member_names_:
            m = type(self)._member_map_[n]
            if m._value_ & self._value_ == m._value_ and m._value_:
                yield m

    def __len__(self):
        return len(list(self))

    def __bool__(self):
        return bool(self._value_)

    def __hash__(self):
        return hash(self._name_)

    def __repr__(self):
        cls_name = type(self).__name__
        if self._name_ is None:
            return "<%s: %r>" % (cls_name, self._value_)
        return "<%s.%s: %r>" % (cls_name, self._name_, self._value_)

    def __str__(self):
        cls_name = type(self).__name__
        if self._name_ is None:
            return "%s(%r)" % (cls_name, self._value_)
        return "%s.%s" % (cls_name, self._name_)

    def __or__(self, other):
        v = self._other_value(other)
        if v is None:
            return NotImplemented
        return type(self)(self._value_ | v)

    def __and__(self, other):
        v = self._other_value(other)
        if v is None:
            return NotImplemented
        return type(self)(self._value_ & v)

    def __xor__(self, other):
        v = self._other_value(other)
        if v is None:
            return NotImplemented
        return type(self)(self._value_ ^ v)

    def __ror__(self, other):
        return self.__or__(other)

    def __rand__(self, other):
        return self.__and__(other)

    def __rxor__(self, other):
        return self.__xor__(other)

    def __invert__(self):
        return type(self)(type(self)._flag_mask() & ~self._value_)


class IntFlag(int, Flag):
    """Support for integer-based Flags"""

    def __str__(self):
        return str(int(self))

    def __format__(self, format_spec):
        return format(int(self), format_spec)

    def __hash__(self):
        return hash(int(self))

    def __eq__(self, other):
        return int(self) == other

