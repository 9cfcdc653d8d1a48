# executor/lib/mod_string.py: string.Template, after CPython 3.11's Lib/string.py, so that
# subclasses may change delimiter, idpattern, braceidpattern, flags or pattern. Run in the
# native string module's namespace by mod_string.c, with re and collections bound.

_re = re  # as CPython's "import re as _re"
_ChainMap = collections.ChainMap
del re, collections
_sentinel_dict = {}


def _compile(cls):
    delim = _re.escape(cls.delimiter)
    id = cls.idpattern
    bid = cls.braceidpattern or cls.idpattern
    pattern = fr"""
    {delim}(?:
      (?P<escaped>{delim})  |   # Escape sequence of two delimiters
      (?P<named>{id})       |   # delimiter and a Python identifier
      {{(?P<braced>{bid})}} |   # delimiter and a braced identifier
      (?P<invalid>)             # Other ill-formed delimiter exprs
    )
    """
    return _re.compile(pattern, cls.flags | _re.VERBOSE)


class Template:
    """A string class for supporting $-substitutions."""

    delimiter = '$'
    idpattern = r'(?a:[_a-z][_a-z0-9]*)'
    braceidpattern = None
    flags = _re.IGNORECASE
    pattern = None

    def __init__(self, template):
        self.template = template

    def _pattern(self):
        # CPython compiles a class's pattern when the class is made (__init_subclass__);
        # here on first use, once per class
        cls = type(self)
        p = _patterns.get(cls)
        if p is None:
            p = cls.pattern
            if p is Template.pattern:
                p = _compile(cls)
            elif isinstance(p, str):
                p = _re.compile(p, cls.flags | _re.VERBOSE)
            _patterns[cls] = p
        return p

    def _invalid(self, mo):
        i = mo.start('invalid')
        lines = self.template[:i].splitlines(keepends=True)
        if not lines:
            colno = 1
            lineno = 1
        else:
            colno = i - len(''.join(lines[:-1]))
            lineno = len(lines)
        raise ValueError('Invalid placeholder in string: line %d, col %d' % (lineno, colno))

    def substitute(self, mapping=_sentinel_dict, /, **kws):
        return self._pattern().sub(self._converter(mapping, kws, False), self.template)

    def safe_substitute(self, mapping=_sentinel_dict, /, **kws):
        return self._pattern().sub(self._converter(mapping, kws, True), self.template)

    # The function re.sub calls for each placeholder. substitute and safe_substitute differ
    # only in what a missing key or an invalid placeholder does: raise, or leave it as it is.
    # (A factory rather than a shared method, so that a traceback shows the same frames as
    # CPython's: substitute, then convert.)
    def _converter(self, mapping, kws, safe):
        if mapping is _sentinel_dict:
            mapping = kws
        elif kws:
            mapping = _ChainMap(kws, mapping)

        def convert(mo):
            named = mo.group('named') or mo.group('braced')
            if named is not None:
                if not safe:
                    return str(mapping[named])
                try:
                    return str(mapping[named])
                except KeyError:
                    return mo.group()
            if mo.group('escaped') is not None:
                return self.delimiter
            if mo.group('invalid') is not None:
                if safe:
                    return mo.group()
                self._invalid(mo)
            raise ValueError('Unrecognized named group in pattern', self._pattern())
        return convert

    def is_valid(self):
        pattern = self._pattern()
        for mo in pattern.finditer(self.template):
            if mo.group('invalid') is not None:
                return False
            if (mo.group('named') is None and mo.group('braced') is None
                    and mo.group('escaped') is None):
                raise ValueError('Unrecognized named group in pattern', pattern)
        return True

    def get_identifiers(self):
        pattern = self._pattern()
        ids = []
        for mo in pattern.finditer(self.template):
            named = mo.group('named') or mo.group('braced')
            if named is not None and named not in ids:
                ids.append(named)
            elif (named is None and mo.group('invalid') is None
                    and mo.group('escaped') is None):
                raise ValueError('Unrecognized named group in pattern', pattern)
        return ids


Template.pattern = _compile(Template)
_patterns = {Template: Template.pattern}
