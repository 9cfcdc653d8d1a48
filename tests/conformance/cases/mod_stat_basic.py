import stat

modes = [0o644, 0o100644, 0o40755, 0o104755, 0o1777 | 0o40000, 0o170000, 0o2070, 0o1001,
         0o120777, 0o140600, 0o10644, 0o60660, 0o20620, 0o102750, 0o46000]
for m in modes:
    print(oct(m), stat.filemode(m), stat.S_IMODE(m), oct(stat.S_IFMT(m)),
          [f for f in ('S_ISDIR', 'S_ISCHR', 'S_ISBLK', 'S_ISREG', 'S_ISFIFO', 'S_ISLNK',
                       'S_ISSOCK', 'S_ISDOOR', 'S_ISPORT', 'S_ISWHT') if getattr(stat, f)(m)])
print(stat.S_IFDIR, stat.S_IFREG, stat.S_IFLNK, stat.S_IRWXU, stat.S_IRUSR | stat.S_IWUSR, stat.ST_MTIME)
print(stat.S_ISUID, stat.S_ISGID, stat.S_ISVTX, stat.S_ENFMT, stat.S_IREAD, stat.S_IWRITE, stat.S_IEXEC)
print(stat.UF_HIDDEN, stat.SF_SNAPSHOT, stat.FILE_ATTRIBUTE_DIRECTORY, stat.FILE_ATTRIBUTE_VIRTUAL)
print(stat.S_IFDOOR, stat.S_IFPORT, stat.S_IFWHT, stat.ST_MODE, stat.ST_SIZE, stat.ST_CTIME)
mode = stat.S_IFREG | stat.S_IRUSR | stat.S_IWUSR | stat.S_IRGRP | stat.S_IROTH
print(mode, oct(mode), stat.filemode(mode), bool(mode & stat.S_IXUSR))
print(stat.S_ISDIR(True), stat.S_IMODE(2 ** 31))
for label, fn in [('str', lambda: stat.S_ISDIR('a')), ('huge', lambda: stat.filemode(2 ** 80)),
                  ('negative', lambda: stat.S_ISDIR(-1)), ('imode negative', lambda: stat.S_IMODE(-1)),
                  ('out of range', lambda: stat.S_IMODE(2 ** 40 + 5)), ('none', lambda: stat.S_ISDIR()),
                  ('float', lambda: stat.filemode(1.5))]:
    try:
        print(label, fn())
    except Exception as e:
        print(label, type(e), e)
