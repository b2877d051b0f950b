"""PNG files of palette pictures, written here rather than by Pillow's PNG encoder.

Encoding was the largest part of a picture's CPU in the bot's workers (docs/performance.md):
Pillow hands zlib one scanline at a time at level 3. A picture's scanlines are flat colours and
text on one palette, so PNG's filters gain nothing (Pillow uses none for palette images either);
the whole image is compressed at once with ISA-L's deflate (``isal``) at level 1, which is
about 3× quicker for a file of the same size. The pixels and the palette are exactly Pillow's
(tests/renderers/test_pictures.py reads the file back and compares them), and the same image
always gives the same bytes.
"""

from __future__ import annotations

import struct
import zlib

from isal import isal_zlib
from PIL import Image

SIGNATURE = b"\x89PNG\r\n\x1a\n"
LEVEL = 1  # ISA-L's levels 0–3: 1 is as small as 2 and quicker; 3 is slower and no smaller


def _chunk(tag: bytes, body: bytes) -> bytes:
    return (struct.pack(">I", len(body)) + tag + body
            + struct.pack(">I", zlib.crc32(body, zlib.crc32(tag))))


def palette_png(indexed: Image.Image) -> bytes:
    """The PNG of a palette ("P") image: 8 bits a pixel, its palette, no filter, no
    transparency."""
    if indexed.mode != "P":
        raise ValueError(f"a palette image is needed, not {indexed.mode}")
    width, height = indexed.size
    # each scanline starts with its filter type (0, none): one column more on the left
    lines = Image.new("P", (width + 1, height), 0)
    lines.paste(indexed, (1, 0))
    header = struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0)  # 8-bit, palette
    palette = bytes(indexed.getpalette() or (0, 0, 0))
    return (SIGNATURE + _chunk(b"IHDR", header) + _chunk(b"PLTE", palette)
            + _chunk(b"IDAT", isal_zlib.compress(lines.tobytes(), LEVEL)) + _chunk(b"IEND", b""))
