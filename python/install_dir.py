"""Prints where `cmake --install` puts the package sudokit for this interpreter.

Given the install prefix, the answer is the first of these directories under it that the
interpreter has on sys.path (Debian's python3: lib/python3/dist-packages under /usr,
lib/python3.X/dist-packages under /usr/local), else the purelib path of its own scheme for that
prefix; relative to the prefix, so that `cmake --install --prefix P` moves it with P.
"""

import os
import sys
import sysconfig

prefix = os.path.abspath(sys.argv[1])
version = f"{sys.version_info.major}.{sys.version_info.minor}"
candidates = [
    "lib/python3/dist-packages",
    f"lib/python{version}/dist-packages",
    f"lib/python{version}/site-packages",
]
on_path = {os.path.abspath(entry) for entry in sys.path if entry}
for candidate in candidates:
    if os.path.join(prefix, candidate) in on_path:
        print(candidate)
        break
else:
    scheme = "posix_prefix" if os.name == "posix" else None
    path = sysconfig.get_path("purelib", scheme, vars={"base": prefix, "platbase": prefix})
    print(os.path.relpath(path, prefix) if path.startswith(prefix) else candidates[2])
