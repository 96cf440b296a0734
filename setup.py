"""The build hook behind pyproject.toml: setuptools makes the package, CMake the extension.

`pip install .` and `pip wheel .` come here through setuptools' PEP 517 backend. The package's
Python files (python/sudokit/) are setuptools' own; the extension `sudokit._sudokit` is not
compiled by setuptools but by the project's CMake build, configured for the interpreter that
runs the build (sys.executable, so a venv's or pyenv's Python gets a module for itself) with the
tests and benchmarks off, and built for the one target `sudoku_python`. The module CMake writes
is then copied where setuptools wants the extension, and the wheel is made as for any other.

Needs CMake ≥ 3.25, a C++20 compiler and the libraries `scripts/setup.sh` installs (pybind11-dev,
python3-dev for Debian's interpreter, libfmt-dev, …). Settings, from the environment:
CMAKE_BUILD_PARALLEL_LEVEL (jobs, default: one per core), CMAKE_CXX_COMPILER_LAUNCHER (ccache),
SUDOKU_CMAKE_ARGS (more arguments for the configuration, split on spaces).
"""

import os
import pathlib
import re
import shutil
import subprocess
import sys
import sysconfig

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = pathlib.Path(__file__).resolve().parent


def project_version() -> str:
    """CMake's PROJECT_VERSION, the version `sudoku --version` prints."""
    text = (ROOT / "CMakeLists.txt").read_text(encoding="utf-8")
    match = re.search(r"project\(\s*\w+\s+VERSION\s+([0-9][0-9.]*)", text)
    if not match:
        raise RuntimeError("CMakeLists.txt has no project(… VERSION x.y.z)")
    return match.group(1)


class CMakeExtension(Extension):
    """An extension that CMake builds: `target` is the CMake target, no sources for setuptools."""

    def __init__(self, name: str, target: str):
        super().__init__(name, sources=[])
        self.target = target


class CMakeBuild(build_ext):
    """build_ext that configures and builds the CMake target, then copies its module."""

    def build_extension(self, ext: Extension) -> None:
        if not isinstance(ext, CMakeExtension):
            super().build_extension(ext)
            return
        build_dir = pathlib.Path(self.build_temp).resolve() / "cmake"
        build_dir.mkdir(parents=True, exist_ok=True)
        configure = [
            "cmake", "-S", str(ROOT), "-B", str(build_dir),
            "-DCMAKE_BUILD_TYPE=Release",
            "-DSUDOKU_BUILD_TESTS=OFF",
            "-DSUDOKU_BUILD_BENCHMARKS=OFF",
            "-DSUDOKU_BUILD_FUZZERS=OFF",
            "-DSUDOKU_BUILD_PYTHON=ON",
            f"-DPython3_EXECUTABLE={sys.executable}",
        ]
        if shutil.which("ninja") and not (build_dir / "CMakeCache.txt").exists():
            configure += ["-G", "Ninja"]
        configure += os.environ.get("SUDOKU_CMAKE_ARGS", "").split()
        jobs = os.environ.get("CMAKE_BUILD_PARALLEL_LEVEL") or str(os.cpu_count() or 1)
        subprocess.run(configure, check=True)
        subprocess.run(["cmake", "--build", str(build_dir), "--target", ext.target, "-j", jobs],
                       check=True)

        # CMake writes the module into its copy of the package: python/<package>/<module><suffix>.
        package, module = ext.name.rsplit(".", 1)
        built = build_dir / "python" / package / (module + sysconfig.get_config_var("EXT_SUFFIX"))
        if not built.exists():
            raise RuntimeError(f"CMake did not write {built}")
        destination = pathlib.Path(self.get_ext_fullpath(ext.name))
        destination.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(built, destination)


setup(
    version=project_version(),
    ext_modules=[CMakeExtension("sudokit._sudokit", target="sudoku_python")],
    cmdclass={"build_ext": CMakeBuild},
)
