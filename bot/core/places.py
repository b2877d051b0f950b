"""Which message a post is for: its *place*, one message slot of a table.

The store keeps a place as text (the outbox's slot, ``Table.messages``' key), so the text form
is fixed: ``table:<chapter>`` (a chapter's live table message), ``panel:<seat>:<chapter>`` (a
seat's DM panel in a chapter), ``hand:<seat>`` (``/game hand``), ``end:<seat>`` (a seat's own
result by DM), ``<kind>:<key>`` (a picture of its own, as ``scoring:<version>``) and a bare
``<kind>`` (``result``, ``story``, ``lobby``). ``Place`` builds and reads them, so no module
parses the text by hand.
"""

from __future__ import annotations

from dataclasses import dataclass

#: the kinds whose text carries a seat
SEATED = ("panel", "hand", "end")


@dataclass(frozen=True)
class Place:
    kind: str
    seat: int | None = None
    chapter: str | None = None
    key: str | None = None

    @classmethod
    def table(cls, chapter: str) -> Place:
        return cls("table", chapter=chapter)

    @classmethod
    def panel(cls, seat: int, chapter: str) -> Place:
        return cls("panel", seat=seat, chapter=chapter)

    @classmethod
    def hand(cls, seat: int) -> Place:
        return cls("hand", seat=seat)

    @classmethod
    def end(cls, seat: int) -> Place:
        return cls("end", seat=seat)

    @classmethod
    def parse(cls, text: str) -> Place:
        """The place a stored text names (the inverse of ``str``)."""
        kind, colon, rest = text.partition(":")
        if kind == "table" and colon:
            return cls.table(rest)
        if kind in SEATED and colon:
            seat, colon2, chapter = rest.partition(":")
            if seat.lstrip("-").isdigit() and (kind == "panel") == bool(colon2):
                return cls(kind, seat=int(seat), chapter=chapter if kind == "panel" else None)
        return cls(kind, key=rest if colon else None)

    def __str__(self) -> str:
        if self.kind == "table" and self.chapter is not None:
            return f"table:{self.chapter}"
        if self.kind == "panel" and self.seat is not None:
            return f"panel:{self.seat}:{self.chapter or ''}"
        if self.kind in SEATED and self.seat is not None:
            return f"{self.kind}:{self.seat}"
        return self.kind if self.key is None else f"{self.kind}:{self.key}"

    @property
    def is_panel(self) -> bool:
        return self.kind == "panel"

    @property
    def is_table(self) -> bool:
        return self.kind == "table"
