"""The Dask recipe (python/examples/dask_solve.py): a file sharded across the workers of a
LocalCluster gives the single-process answers, in order, and the CLI's."""

import importlib.util

import numpy as np
import pytest

import sudokit
from conftest import SOURCE_DIR
from grids import random_puzzles

distributed = pytest.importorskip("distributed")

# Debian's tornado warns about distributed 2022.12's use of its event loop: not ours to fix.
pytestmark = pytest.mark.filterwarnings("ignore:make_current is deprecated:DeprecationWarning")

RECIPE = SOURCE_DIR / "python" / "examples" / "dask_solve.py"


@pytest.fixture(scope="module")
def recipe():
    spec = importlib.util.spec_from_file_location("dask_solve", RECIPE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def puzzle_file(tmp_path_factory):
    puzzles, _ = random_puzzles(5000, np.random.default_rng(17))
    puzzles[[10, 2000, 4999], :2] = 5  # three with clashing givens: "(no solution)"
    path = tmp_path_factory.mktemp("dask") / "puzzles.txt"
    path.write_text("\n".join(sudokit.grids_to_lines(puzzles)) + "\n")
    return path


@pytest.mark.parametrize("processes", [False, True])
def test_the_cluster_gives_the_single_process_answers_in_order(recipe, puzzle_file, cli, processes):
    single = recipe.solve_shard(puzzle_file.read_text(), str(puzzle_file), 1)
    assert single.count("\n") == 5000 and single.count("(no solution)\n") == 3
    assert single == cli.run("solve", puzzle_file).stdout
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=processes,
                                  dashboard_address=None) as cluster:
        with distributed.Client(cluster, timeout="30s") as client:
            blocks = list(recipe.solve_file(client, str(puzzle_file), lines_per_shard=333, in_flight=4,
                                            timeout=60))
            sharded = "".join(blocks)
            workers = set(client.run(lambda: 1).keys())
    assert len(blocks) == 16  # 5,000 lines in shards of 333
    assert sharded == single
    assert len(workers) == 2


def test_a_bad_line_names_its_place_in_the_whole_file(recipe, tmp_path):
    path = tmp_path / "bad.txt"
    lines = ["." * 81] * 9 + ["." * 80 + "x"]
    path.write_text("\n".join(lines) + "\n")
    with distributed.Client(processes=False, n_workers=1, threads_per_worker=1, dashboard_address=None,
                            timeout="30s") as client:
        with pytest.raises(sudokit.InputError, match=f"^{path}:10:81: bad symbol 'x'"):
            list(recipe.solve_file(client, str(path), lines_per_shard=4, timeout=60))
