"""Issue 37, item 10: Ctrl+C stops a long call. The call runs in a child interpreter; a SIGINT
sent a second after it started makes it raise KeyboardInterrupt, and the child ends. The wait
for the child is a hang guard, generous for a busy machine, not a measure of speed."""

import os
import pathlib
import signal
import subprocess
import sys
import time

import pytest

import sudokit

HANG_GUARD_SECONDS = 60

CHILD = """
import sudokit
print("ready", flush=True)
try:
    {call}
    print("finished", flush=True)
except KeyboardInterrupt:
    print("KeyboardInterrupt", flush=True)
"""


def interrupted(call: str) -> str:
    """The child's output after a SIGINT sent a second into `call`."""
    package_root = str(pathlib.Path(sudokit.__file__).resolve().parents[1])
    env = {**os.environ, "PYTHONPATH": package_root}
    child = subprocess.Popen([sys.executable, "-c", CHILD.format(call=call)], env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert child.stdout.readline() == "ready\n"
        time.sleep(1)
        child.send_signal(signal.SIGINT)
        out, err = child.communicate(timeout=HANG_GUARD_SECONDS)
    finally:
        if child.poll() is None:
            child.kill()
            child.communicate()
    assert child.returncode == 0, err
    return out


@pytest.mark.parametrize("call", [
    "sudokit.count(sudokit.Puzzle([0] * 81), limit=0)",
    "sudokit.count(sudokit.Puzzle([0] * 81), limit=0, threads=2)",
    "sudokit.solve(sudokit.Puzzle([0] * 81), max_solutions=0, algorithm='general')",
    "sudokit.generate(size=36, seed=1)",
    "sudokit.generate(size=25, count=50, seed=1, threads=2)",
    "sudokit.count_batch(__import__('numpy').zeros((4, 81), 'uint8'), limit=0, threads=2)",
])
def test_ctrl_c_raises_keyboard_interrupt_in_a_long_call(call):
    assert interrupted(call) == "KeyboardInterrupt\n"
