"""Copies moto's S3 server and the packages it needs, from this machine's Python, into a folder (argv[1]).

The S3 stand-in image runs it with Debian's Python 3.11 (the same minor version, so compiled packages load).
"""
import importlib.metadata as md, sys, shutil, os
from packaging.requirements import Requirement
out = sys.argv[1]
seen = {}
def add(name, extras=()):
    key = name.lower().replace('_','-')
    try: d = md.distribution(name)
    except md.PackageNotFoundError: return
    first = key not in seen
    seen.setdefault(key, (d, set()))
    new = set(extras) - seen[key][1]
    if not first and not new: return
    seen[key][1].update(extras)
    for r in d.requires or []:
        req = Requirement(r)
        envs = [{'extra': e} for e in (seen[key][1] or {''})] or [{'extra': ''}]
        if req.marker is None or any(req.marker.evaluate(e) for e in envs):
            add(req.name, req.extras)
add('moto', ['s3']); add('flask'); add('flask-cors')
for key, (d, _) in sorted(seen.items()):
    base = d.locate_file('')
    for f in d.files or []:
        src = d.locate_file(f)
        if not os.path.isfile(src) or '__pycache__' in str(f) or str(f).startswith('..'): continue
        dst = os.path.join(out, str(f))
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        shutil.copy2(src, dst)
print(' '.join(sorted(seen)))
