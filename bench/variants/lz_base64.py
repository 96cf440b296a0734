"""The payload of an f-puzzles `?load=` link: LZ-String's compressToBase64 of the puzzle's JSON,
undone (the same decoding as src/format/lz_string.cpp, written again in Python for the bench
scripts, which read links outside the tool)."""

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/="


class Bits:
    """The payload's characters read as a stream of bits, six to a character, highest first."""

    def __init__(self, text):
        self.values = [ALPHABET.index(c) for c in text]
        self.index = 0
        self.mask = 32

    def read(self, count):
        """`count` bits, the first read the lowest of the number."""
        number = 0
        for power in range(count):
            value = self.values[self.index] if self.index < len(self.values) else 0
            if value & self.mask:
                number |= 1 << power
            self.mask >>= 1
            if self.mask == 0:
                self.mask = 32
                self.index += 1
        return number


def decompress_base64(payload):
    """The text compressToBase64 was given; ValueError when the payload is not such a text."""
    payload = payload.strip()
    if not payload:
        return ""
    bits = Bits(payload)
    entries = {}
    size = 3  # codes 0, 1, 2: an 8-bit character, a 16-bit character, the end
    width = 2

    def literal(code):
        nonlocal size
        entries[size] = chr(bits.read(8 if code == 0 else 16))
        size += 1
        return size - 1

    first = bits.read(width)
    if first == 2:
        return ""
    if first > 2:
        raise ValueError("not an LZ-String payload")
    previous = entries[literal(first)]
    out = [previous]
    width = 3  # the dictionary has grown past 4 codes: 2 → 3 bits
    while True:
        if bits.index > len(bits.values):
            raise ValueError("the payload ends before its end mark")
        code = bits.read(width)
        if code == 2:
            return "".join(out)
        if code < 2:
            code = literal(code)
            if size >= 1 << width:
                width += 1
        if code in entries:
            entry = entries[code]
        elif code == size:
            entry = previous + previous[0]
        else:
            raise ValueError("not an LZ-String payload")
        out.append(entry)
        entries[size] = previous + entry[0]
        size += 1
        if size >= 1 << width:
            width += 1
        previous = entry
