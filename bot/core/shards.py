"""Which Discord shards a bot process serves (docs/deploy.md).

Discord sends a server's events to the shard ``(guild_id >> 22) % shard_count`` and DMs to
shard 0. Several processes share one PostgreSQL database, each connected with its own disjoint
shard ids of one shard count (``[discord] shards = "0-3"`` and ``shard_count = 8``, or
``--shards 0-3 --shard-count 8``); each loads, times and delivers only the games of its shards
(the store keeps a game's shard with it). Without these settings one process serves every shard
of a count of 1, as a small bot does.
"""

from __future__ import annotations

MAX_SHARDS = 1024


def _number(part: str) -> bool:
    return part.isascii() and part.isdigit()


def parse(value: str, shard_count: int) -> tuple[int, ...]:
    """``"0-3,6"`` → ``(0, 1, 2, 3, 6)``; a sentence for anything else."""
    shards: set[int] = set()
    for part in value.replace(" ", "").split(","):
        first, _, last = part.partition("-")
        last = last or first
        if not (_number(first) and _number(last)) or int(last) < int(first):
            raise ValueError(f"shards must be numbers and ranges such as \"0-3,6\", "
                             f"not {value!r}")
        shards.update(range(int(first), int(last) + 1))
    if max(shards) >= shard_count:
        raise ValueError(f"shards go from 0 to {shard_count - 1} with a shard count of "
                         f"{shard_count}, not up to {max(shards)}")
    return tuple(sorted(shards))


def text(shards: tuple[int, ...]) -> str:
    """The shards as ranges: ``(0, 1, 2, 3, 6)`` → ``"0-3,6"``."""
    parts: list[str] = []
    start = prev = shards[0]
    for shard in (*shards[1:], None):
        if shard is not None and shard == prev + 1:
            prev = shard
            continue
        parts.append(str(start) if start == prev else f"{start}-{prev}")
        if shard is not None:
            start = prev = shard
    return ",".join(parts)


def split(shard_count: int, processes: int) -> list[tuple[int, ...]]:
    """``shard_count`` shards over ``processes`` processes, in contiguous ranges as even as
    they go (a supervisor's plan: one process per range)."""
    if not 1 <= processes <= shard_count:
        raise ValueError(f"between 1 and {shard_count} processes for {shard_count} shards, "
                         f"not {processes}")
    size, extra = divmod(shard_count, processes)
    out, start = [], 0
    for i in range(processes):
        end = start + size + (1 if i < extra else 0)
        out.append(tuple(range(start, end)))
        start = end
    return out
