"""Tests of the two converters between f-puzzles JSON and Interactive Sudoku Solver's text
(no ISS checkout needed): exact outputs on small puzzles, the rules chosen for f-puzzles'
negative constraints, refusals with their messages, and round trips.

    python3 -m unittest bench/variants/test_converters.py
"""

import json
import random
import sys
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import fpuzzles_to_iss  # noqa: E402
import iss_to_fpuzzles  # noqa: E402
from lz_base64 import decompress_base64  # noqa: E402
from iss_format import (  # noqa: E402
    ConversionError,
    box_dims,
    iss_cell,
    little_killer_diagonals,
    pair_key,
    pair_relation,
    parse_iss_cell,
)


def empty(size=9, **kinds):
    return {"size": size, "grid": [[{} for _ in range(size)] for _ in range(size)], **kinds}


def tokens(text):
    return sorted("." + t for t in text.split(".") if t)


class LinkPayloadTest(unittest.TestCase):
    def test_decodes_what_lz_string_wrote(self):
        # '{"x":3}' and the f-puzzles JSON of a 4x4 with a thermometer, as LZ-String's
        # compressToBase64 gives them (the second written by our tool: `sudoku show --format url`).
        self.assertEqual(decompress_base64("N4IgHiBcDMC+Q==="), '{"x":3}')
        self.assertEqual(
            decompress_base64("N4IghgrgLgFg9gJxALhCANCA5gglgExQG0jgBfdcyi8gXXVJqevsevboau6dvpAQQ"
                              "ANgFMAziKgo0mMbgBeIlABZMsEQgC2cTZI3FQQ3ADtxxIiABKARgDC1jFbsAmEHzL8"
                              "ouKKOkgyQA==="),
            '{"author":"","grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],'
            '"ruleset":"","size":4,"thermometer":[{"lines":[["R1C1","R1C2"]]}],"title":""}')
        self.assertEqual(decompress_base64(""), "")
        with self.assertRaises(ValueError):
            decompress_base64("~~~~")


class FormatTest(unittest.TestCase):
    def test_cells_past_nine_are_base_17(self):
        self.assertEqual(iss_cell(9, 15), "RaCg")
        self.assertEqual(parse_iss_cell("RaCg"), (9, 15))
        self.assertEqual(parse_iss_cell("r1c2"), (0, 1))

    def test_box_dims(self):
        self.assertEqual([box_dims(n) for n in (4, 6, 8, 9, 12, 16, 7)],
                         [(2, 2), (2, 3), (2, 4), (3, 3), (3, 4), (4, 4), None])

    def test_pair_keys_match_iss(self):
        # Keys ISS itself writes: its whisper of 5, and a ratio-3 dot from its examples.
        self.assertEqual(pair_key(lambda a, b: abs(a - b) >= 5, 9), "gH4AGgAIAD4AP")
        self.assertEqual(pair_key(lambda a, b: a == 3 * b or b == 3 * a, 9), "EAEBEAAQAAAAE")

    def test_pair_key_round_trips(self):
        rng = random.Random(38)
        for _ in range(200):
            size = rng.choice([4, 6, 9, 16])
            allowed = {(a, b) for a in range(1, size + 1) for b in range(1, size + 1)
                       if rng.random() < 0.3}
            self.assertEqual(pair_relation(pair_key(lambda a, b: (a, b) in allowed, size), size),
                             allowed)

    def test_little_killer_diagonals(self):
        diagonals = little_killer_diagonals(9)
        self.assertEqual(len(diagonals), 30)  # 2 × (17 diagonals − 2 corner cells)
        self.assertEqual(diagonals["R1C1"][-1], (8, 8))
        self.assertEqual(diagonals["R1C9"][-1], (8, 0))
        self.assertEqual(diagonals["R9C2"], [(8, 1), (7, 2), (6, 3), (5, 4), (4, 5), (3, 6),
                                             (2, 7), (1, 8)])


class FpuzzlesToIssTest(unittest.TestCase):
    def test_small_puzzle_exact(self):
        p = empty(6, antiknight=True, thermometer=[{"lines": [["R1C1", "R1C2", "R2C3"]]}],
                  killercage=[{"cells": ["R5C5", "R5C6"], "value": "11"}],
                  odd=[{"cell": "R1C1"}])
        p["grid"][0][0] = {"value": 3, "given": True}
        p["grid"][0][1] = {"value": 4}  # a player's digit, not a clue
        self.assertEqual(fpuzzles_to_iss.convert(p),
                         ".Shape~6x6.AntiKnight.Cage~11~R5C5~R5C6.Thermo~R1C1~R1C2~R2C3"
                         ".~R1C1_3")

    def test_odd_alone_is_a_candidate_list(self):
        self.assertEqual(fpuzzles_to_iss.convert(empty(odd=[{"cell": "R2C3"}])),
                         ".~R2C3_1_3_5_7_9")

    def test_plain_negative_dots_are_strict_kropki(self):
        p = empty(negative=["ratio", "difference"],
                  difference=[{"cells": ["R1C1", "R1C2"]}], ratio=[{"cells": ["R2C1", "R2C2"]}])
        self.assertEqual(fpuzzles_to_iss.convert(p),
                         ".WhiteDot~R1C1~R1C2.BlackDot~R2C1~R2C2.StrictKropki")

    def test_nonconsecutive_without_dots_is_anticonsecutive(self):
        self.assertEqual(fpuzzles_to_iss.convert(empty(nonconsecutive=True)), ".AntiConsecutive")

    def test_nonconsecutive_spares_dotted_pairs(self):
        text = fpuzzles_to_iss.convert(
            empty(4, nonconsecutive=True, ratio=[{"cells": ["R1C1", "R1C2"]}]))
        pair = [t for t in text.split(".") if t.startswith("Pair")][0].split("~")
        cells = [x for x in pair[3:] if x]
        self.assertEqual(pair[1], pair_key(lambda a, b: abs(a - b) != 1, 4))
        self.assertEqual(len(cells), 2 * 23)  # 24 adjacent pairs on 4×4, one dotted
        self.assertNotIn(["R1C1", "R1C2"], [cells[i:i + 2] for i in range(0, len(cells), 2)])

    def test_valued_dots_are_pairs(self):
        text = fpuzzles_to_iss.convert(
            empty(difference=[{"cells": ["R1C1", "R1C2"], "value": "3"}]))
        self.assertEqual(text, ".Pair~" + pair_key(lambda a, b: abs(a - b) == 3, 9)
                         + "~_difference%203~R1C1~R1C2")

    def test_outside_clues(self):
        p = empty(sandwichsum=[{"cell": "R0C3", "value": "12"}, {"cell": "R4C10", "value": "0"}],
                  xsum=[{"cell": "R2C0", "value": "20"}, {"cell": "R2C10", "value": "15"}],
                  skyscraper=[{"cell": "R10C4", "value": "3"}],
                  littlekillersum=[{"cell": "R0C3", "direction": "DL", "value": "6"}])
        self.assertEqual(tokens(fpuzzles_to_iss.convert(p)),
                         tokens(".LittleKiller~6~R1C2.Sandwich~12~C3.Sandwich~0~R4"
                                ".XSum~R2~20~15.Skyscraper~C4~~3"))

    def test_arrows_and_pills(self):
        p = empty(arrow=[{"cells": ["R1C1"], "lines": [["R1C1", "R1C2", "R1C3"]]},
                         {"cells": ["R3C2", "R3C1"], "lines": [["R3C2", "R4C2"]]}])
        self.assertEqual(fpuzzles_to_iss.convert(p),
                         ".Arrow~R1C1~R1C2~R1C3.PillArrow~2~R3C1~R3C2~R4C2")

    def test_jigsaw_regions(self):
        p = empty(4)
        regions = [0, 0, 1, 1, 0, 0, 1, 1, 2, 3, 3, 3, 2, 2, 2, 3]
        for i, region in enumerate(regions):
            p["grid"][i // 4][i % 4]["region"] = region
        self.assertEqual(fpuzzles_to_iss.convert(p), ".Shape~4x4.Jigsaw~0011001123332223.NoBoxes")

    def test_refusals(self):
        with self.assertRaisesRegex(ConversionError, "unsupported f-puzzles kinds: doublearrow"):
            fpuzzles_to_iss.convert(empty(doublearrow=[{"lines": [["R1C1", "R1C2"]]}]))
        with self.assertRaisesRegex(ConversionError, "cell R1C10 is outside the grid"):
            fpuzzles_to_iss.convert(empty(extraregion=[{"cells": ["R1C10"]}]))
        with self.assertRaisesRegex(ConversionError, "cell R1C1 can hold no digit"):
            fpuzzles_to_iss.convert(empty(odd=[{"cell": "R1C1"}], even=[{"cell": "R1C1"}]))


class IssToFpuzzlesTest(unittest.TestCase):
    def test_exact_json(self):
        p = iss_to_fpuzzles.convert(".Shape~4x4.Diagonal~-1.X~R1C1~R1C2.~R1C1_1~R2C2_2_4")
        self.assertEqual(p["size"], 4)
        self.assertEqual(p["diagonal-"], True)
        self.assertEqual(p["xv"], [{"cells": ["R1C1", "R1C2"], "value": "X"}])
        self.assertEqual(p["even"], [{"cell": "R2C2"}])
        self.assertEqual(p["grid"][0][0], {"value": 1, "given": True})
        self.assertEqual(iss_to_fpuzzles.kinds(p), ["diagonal-", "even", "givens", "xv"])

    def test_pairs_become_their_kind(self):
        ratio3 = pair_key(lambda a, b: a == 3 * b or b == 3 * a, 9)
        equal = pair_key(lambda a, b: a == b, 9)
        p = iss_to_fpuzzles.convert(f".Pair~{ratio3}~_~R1C1~R1C2.PairX~{equal}~_~R5C5~R6C6")
        self.assertEqual(p["ratio"], [{"value": "3", "cells": ["R1C1", "R1C2"]}])
        self.assertEqual(p["clone"], [{"cells": ["R5C5"], "cloneCells": ["R6C6"]}])

    def test_zipper_windoku_and_extreme_cells(self):
        p = iss_to_fpuzzles.convert(".Zipper~R1C1~R1C2~R1C3.Windoku"
                                    ".GreaterThan~R1C1~R2C1~R1C2.GreaterThan~R2C2~R1C3~R3C3~R2C4~R2C3")
        self.assertEqual(p["zipperline"], [{"lines": [["R1C1", "R1C2", "R1C3"]]}])
        self.assertEqual(p["maximum"], [{"cell": "R1C1"}])
        self.assertEqual(p["minimum"], [{"cell": "R2C3"}])
        self.assertEqual(len(p["extraregion"]), 4)
        self.assertEqual(p["extraregion"][3]["cells"][0], "R6C6")

    def test_refusals(self):
        with self.assertRaisesRegex(ConversionError, "ISS constraint Lockout has no f-puzzles"):
            iss_to_fpuzzles.convert(".Lockout~4~R1C1~R1C2~R1C3")
        with self.assertRaisesRegex(ConversionError, "not a minimum or maximum cell"):
            iss_to_fpuzzles.convert(".GreaterThan~R1C1~R1C2")
        with self.assertRaisesRegex(ConversionError, "a Windoku on a grid other than 9x9"):
            iss_to_fpuzzles.convert(".Shape~16x16.Windoku")
        with self.assertRaisesRegex(ConversionError, "a 6x9 grid is not square"):
            iss_to_fpuzzles.convert(".Shape~6x9")
        with self.assertRaisesRegex(ConversionError, "neither one digit nor odd/even"):
            iss_to_fpuzzles.convert(".~R1C1_1_2")

    def test_round_trip_keeps_every_token(self):
        text = (".Shape~6x6.Jigsaw~" + "012345" * 6 + ".NoBoxes.AntiKing"
                ".DisjointSets.StrictXV.V~R1C1~R1C2.WhiteDot~R2C2~R2C3.BlackDot~R3C3~R4C3"
                ".Cage~10~R5C5~R5C6.Cage~~R6C1~R6C2.LittleKiller~9~R1C2.Whisper~3~R1C4~R1C5"
                ".Renban~R2C5~R3C5.Palindrome~R4C1~R4C2.Between~R1C6~R2C6~R3C6"
                ".RegionSumLine~R6C4~R5C4.Entropic~R6C5~R6C6~R5C6.AllDifferent~R1C1~R6C6"
                ".Arrow~R2C1~R3C1~R3C2.Quad~R4C4~1~2.Sandwich~7~C2.XSum~R3~~9"
                ".Skyscraper~C5~2~.SameValues~2~R1C3~R4C6.Diagonal~1.~R1C1_1~R6C6_2_4_6")
        back = fpuzzles_to_iss.convert(iss_to_fpuzzles.convert(text))
        self.assertEqual(tokens(back), tokens(text))

    def test_main_lines_form(self):
        import io
        import contextlib
        out = io.StringIO()
        path = Path(__file__).resolve().parent / "_test_input.tsv"
        path.write_text("one\t.Thermo~R1C1~R1C2\n")
        try:
            with contextlib.redirect_stdout(out):
                self.assertEqual(iss_to_fpuzzles.main(["x", str(path)]), 0)
        finally:
            path.unlink()
        record = json.loads(out.getvalue())
        self.assertEqual(record["name"], "one")
        self.assertEqual(record["kinds"], ["thermometer"])


if __name__ == "__main__":
    unittest.main()
