"""The PNG compression level, by the zlib the process loads: the one thing of the PNG writer
(``common.encode_png``) that depends on the machine rather than the picture."""

from __future__ import annotations

from PIL import features

#: PNG compression levels, by the zlib the process loads (``png_level``): zlib-ng's level 2
#: is its quick greedy deflate, a third of classic zlib's level 3 time at about its size;
#: classic zlib's level 3 against its 2 is 12 % slower for files 5 % smaller
#: (``benchmarks.render`` prints both levels on the zlib it runs on)
ZLIB_NG_LEVEL, ZLIB_LEVEL = 2, 3


def png_level(zlib_version: str | None = None) -> int:
    """The compression level for the zlib whose version string is ``zlib_version`` (default:
    the one the process loaded, as Pillow reports it at run time; zlib-ng in its zlib
    compatibility mode says "1.3.1.zlib-ng"). Not ``features.version("zlib_ng")``: that is
    the zlib-ng Pillow was built against, whichever library it runs on."""
    version = features.version("zlib") if zlib_version is None else zlib_version
    return ZLIB_NG_LEVEL if "zlib-ng" in (version or "") else ZLIB_LEVEL


PNG_LEVEL = png_level()
