#!/usr/bin/env python3
"""The f-puzzles JSON sudoku writes, checked against tests/format/fpuzzles.schema.json (the keys and
shapes f-puzzles saves and SudokuPad reads): every kind of rule from fpuzzles_samples (random
puzzles), and `sudoku show --format fpuzzles` of the examples. The schema is strict, and this
checks that too: a misspelled key, an entry with a stray field or a value of the wrong shape fails.

    check_fpuzzles_schema.py SCHEMA SAMPLES_PROGRAM SUDOKU_BINARY EXAMPLES_DIR
"""

import json
import subprocess
import sys

import jsonschema

# Every kind fpuzzles_samples makes; slow_thermometer has no f-puzzles key and is never written.
KINDS = {
    "anti_knight", "anti_king", "non_consecutive", "extra_region", "even_odd", "minimum_maximum",
    "kropki", "negative_kropki", "xv", "thermometer", "palindrome", "whisper", "renban", "between",
    "region_sum", "entropic", "zipper", "arrow", "little_killer", "sandwich", "x_sum", "skyscraper",
    "quadruple", "clone", "diagonal", "x", "extra_house", "killer", "disjoint_groups", "indexer",
    "given_candidates",
}
EXAMPLES = ["seed000.sud", "x.txt", "killer.txt", "jigsaw.txt", "sixteen.txt"]


def fails(validator, document):
    return not validator.is_valid(document)


def check_strictness(validator, document, problems, kind):
    """Each misspelling of what this document holds must fail."""
    for key in [key for key in document if key not in ("size", "grid")]:
        bad = dict(document)
        bad[key + "s"] = bad.pop(key)
        if not fails(validator, bad):
            problems.append(f"{kind}: the schema takes the misspelled key {key + 's'!r}")
        value = document[key]
        if isinstance(value, list) and value and isinstance(value[0], dict):
            bad = json.loads(json.dumps(document))
            bad[key][0]["valeu"] = "1"
            if not fails(validator, bad):
                problems.append(f"{kind}: the schema takes a stray field in a {key!r} entry")
            for field in value[0]:
                bad = json.loads(json.dumps(document))
                bad[key][0][field] = {"wrong": "shape"}
                if not fails(validator, bad):
                    problems.append(f"{kind}: the schema takes any shape of {key}.{field}")
    bad = json.loads(json.dumps(document))
    bad["grid"][0][0]["vaule"] = 1
    if not fails(validator, bad):
        problems.append(f"{kind}: the schema takes a stray field in a grid cell")


def main():
    schema_path, samples_program, sudoku, examples = sys.argv[1:5]
    with open(schema_path, encoding="utf-8") as file:
        schema = json.load(file)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    problems = []
    seen = {}
    output = subprocess.run([samples_program], check=True, capture_output=True, text=True).stdout
    for line in output.splitlines():
        kind, text = line.split("\t", 1)
        document = json.loads(text)
        for error in validator.iter_errors(document):
            problems.append(f"{kind}: {error.message} at {list(error.absolute_path)}: {text}")
        if kind not in seen:
            check_strictness(validator, document, problems, kind)
        seen[kind] = seen.get(kind, 0) + 1
    for kind in sorted(KINDS - set(seen)):
        problems.append(f"no sample of {kind}")
    for kind in sorted(set(seen) - KINDS):
        problems.append(f"a sample of an unknown kind {kind}")
    for name in EXAMPLES:
        text = subprocess.run([sudoku, "show", "--format", "fpuzzles", f"{examples}/{name}"],
                              check=True, capture_output=True, text=True).stdout
        for error in validator.iter_errors(json.loads(text)):
            problems.append(f"{name}: {error.message} at {list(error.absolute_path)}")
    for problem in problems:
        print(problem)
    print(f"{sum(seen.values())} samples of {len(seen)} kinds and {len(EXAMPLES)} examples checked, "
          f"{len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
