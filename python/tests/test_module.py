"""The module itself: its version is the project's, every public name is documented and typed."""

import ast
import inspect
import os
import pathlib
import re

import sudokit


def test_the_version_is_the_one_sudoku_version_prints(cli):
    printed = cli.run("--version", check_status=0).stdout
    assert re.search(r"\b" + re.escape(sudokit.__version__) + r"\b", printed)
    if "SUDOKU_VERSION" in os.environ:  # set by ctest from CMake's PROJECT_VERSION
        assert sudokit.__version__ == os.environ["SUDOKU_VERSION"]
    assert re.fullmatch(r"\d+\.\d+\.\d+", sudokit.__version__)


def test_every_public_name_has_a_docstring():
    for name in sudokit.__all__:
        obj = getattr(sudokit, name)
        if inspect.isclass(obj) or callable(obj):
            assert (obj.__doc__ or "").strip(), name
        if inspect.isclass(obj) and not issubclass(obj, BaseException):
            for member_name, member in vars(obj).items():
                if member_name.startswith("_"):
                    continue
                assert (getattr(member, "__doc__", None) or "").strip(), f"{name}.{member_name}"


def test_the_stub_names_what_the_module_has():
    stub = (pathlib.Path(sudokit.__file__).parent / "__init__.pyi").read_text()
    assert (pathlib.Path(sudokit.__file__).parent / "py.typed").exists()
    ast.parse(stub)  # valid Python
    declared = set(re.findall(r"^(?:def|class) (\w+)", stub, re.M)) | set(re.findall(r"^(\w+):", stub, re.M))
    public = set(sudokit.__all__)
    assert public - declared == set()
    for name in ("Puzzle", "SolveResult", "Step", "Rating", "Generated", "CheckResult", "Explanation"):
        members = {m for m in dir(getattr(sudokit, name)) if not m.startswith("_")}
        body = stub.split(f"class {name}", 1)[1].split("\nclass ", 1)[0]
        in_stub = set(re.findall(r"def (\w+)", body)) | set(re.findall(r"^    (\w+):", body, re.M))
        assert members - in_stub == set(), name


def test_the_stub_gives_each_function_the_module_s_parameters():
    stub = ast.parse((pathlib.Path(sudokit.__file__).parent / "__init__.pyi").read_text())
    stub_parameters = {}
    for node in stub.body:
        if isinstance(node, ast.FunctionDef):
            arguments = node.args
            stub_parameters.setdefault(node.name, []).append(
                [a.arg for a in arguments.posonlyargs + arguments.args + arguments.kwonlyargs])
    checked = 0
    for name in sudokit.__all__:
        function = getattr(sudokit, name)
        if not callable(function) or isinstance(function, type):
            continue
        first_line = function.__doc__.splitlines()[0]  # pybind11: "name(a: T, *, b: U = 1) -> R"
        inside = first_line[first_line.index("(") + 1:first_line.rindex(")")]
        names = [part.split(":")[0].strip() for part in re.split(r",(?![^\[]*\])", inside)]
        names = [n for n in names if n and n != "*"]
        assert names in stub_parameters[name], name
        checked += 1
    assert checked >= 18


def test_the_package_is_sudokit_so_that_it_never_shadows_py_sudoku():
    # PyPI's py-sudoku is imported as `sudoku`: ours is `sudokit`, and its names say so.
    assert sudokit.__name__ == "sudokit"
    assert sudokit._sudokit.__name__ == "sudokit._sudokit"
    assert sudokit.Puzzle.__module__ == "sudokit"
    assert repr(sudokit.InputError("x")) == "InputError('x')"
    assert sudokit.InputError.__module__ == "sudokit"
    assert "import sudokit" in sudokit.__doc__
