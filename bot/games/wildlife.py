"""WildLife at the Discord table: the turn's status line, the auction controls, the steps
that ask once more, and the ``/game rules`` pages.

Asking once more (UX.md: irreversible steps, only while something useful is unused): End turn
while the free migration or card plays are unused, and Pass on a card auction while the lowest
bid is within the bidder's food and the card is of use to it (any card but a terrain card for a
terrain its organism is not adapted to). Typed ``/game play`` choices never ask.
"""

from __future__ import annotations

from typing import Any

from bot.games.base import Adapter, Bidding
from bot.models import Outcome
from engine.core import Action
from engine.wildlife.board import SPACES


class WildLife(Adapter):
    rules = {
        "overview": (
            "**WildLife** (2–6 players) — each player is an organism (Crocodile, Snake, "
            "Eagle, Bear, Mammoth, Man) spreading its tiles over an island of areas in six "
            "terrains: Forest, Desert, Savanna, Steppe, Mountains, Water. Your adaptation "
            "in a terrain says what you may do there: migrate < expand < attack (each level "
            "allows the lower ones). You start with 8 food and seed a few tiles; then turns "
            "go clockwise from the oldest organism. Success points come from small scorings "
            "(filling an area) and big scorings; most points at the end wins."),
        "turn": (
            "**A turn**: (Food abilities give their +2 points first.) Play up to 3 cards "
            "(+1 per Intelligence); **at least one** of them must be put up for auction, "
            "and the auction counts as one of the card plays. You may also make one free "
            "migration, use your Mobility and Aggression, and turn food into points (3 food "
            "= 1 point). End turn is possible once an auction was held (or your hand is "
            "empty); you then draw back up to 10 cards. A big scoring triggered during the "
            "turn is held after it."),
        "cards": (
            "**Cards**: a terrain card lets you migrate (move a tile to an empty space next "
            "to your connected tiles), expand (place a new tile next to your own) or attack "
            "(replace a rival's tile in a full area) in that terrain, as far as your "
            "adaptation allows. An adaptation card raises one terrain a level; an ability "
            "card takes an ability tile; a joker acts as any of these. Events act at once: "
            "Food Source (food for you and the last players), Famine (rivals give food), "
            "Epidemic (each rival removes a tile)."),
        "abilities": (
            "**Abilities** (each usable once per turn): Food +2 points at the start of your "
            "turn; Intelligence one more card a turn; Mobility moves a tile to a space "
            "where you can migrate, swapping with a rival's tile there; Aggression attacks "
            "where you can attack, even in an area that is not full; Defense blocks an "
            "attack, Aggression or Mobility against your tile in another player's turn. At "
            "most two of a kind; an empty supply means taking one from the leader."),
        "auction": (
            "**Auctions**: the card goes round clockwise from the seller's left; each "
            "bidder raises (at least 3 food, above the high bid) or passes, until one is "
            "left. The buyer pays the seller and uses the card at once; nobody bids: it is "
            "discarded. You may bid up to 6 food more than you have: the shortfall costs 1 "
            "success point per 3 food. With 2 players every bid is exactly 3. In your DM: "
            "Bid min · +1 · +2 · +5 · Amount… · Pass."),
        "scoring": (
            "**Small scoring**: filling an area's last space gives the player whose turn it "
            "is the next marker's points (3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5). The 4th, 8th "
            "and 11th marker call a **big scoring** after the turn: each area (alone and "
            "full 5, alone 4, else 3/2/1 by tiles), herds (largest connected groups "
            "10/7/5/3/1), then adaptations, abilities and food (most 4, second 2; you need "
            "at least one). Tied players take the points of the place below."),
        "end": (
            "**The end**: the 11th small scoring, or a player placing their last tile (with "
            "2 players only the last tile), ends the game after that turn with a final big "
            "scoring. Most points wins; ties: most food, then the largest herd, else "
            "shared."),
    }

    def status_line(self, view: dict[str, Any]) -> str:
        info = view.get("turn_info")
        if isinstance(info, dict) and "cards_played" in info:
            return " · ".join([
                f"Cards played {info.get('cards_played')}/{info.get('card_limit')}",
                "auction still due" if info.get("auction_due") else "auction held",
                "free migration used" if info.get("free_migration_used")
                else "free migration unused"])
        return super().status_line(view)

    def chapter(self, view: dict[str, Any]) -> str:
        """A turn of play is a chapter; so are the organism auction and the seeding."""
        phase = str(view.get("phase", ""))
        return f"turn {view.get('turn_number')}" if phase == "play" else phase

    def chapter_title(self, view: dict[str, Any]) -> str:
        phase = view.get("phase")
        if phase == "seeding":
            return "Seeding the starting tiles"
        if phase == "organisms":
            return "Auction of the organisms"
        if phase != "play":
            return "The end"
        turn, seats = view.get("turn"), view.get("seats") or []
        who = ""
        if isinstance(turn, int) and 0 <= turn < len(seats):
            who = f" · {seats[turn].get('name', '')} ({seats[turn].get('organism', '')})"
        return f"Turn {view.get('turn_number')}{who}"

    def picture_view(self, view: dict[str, Any], actions: list[Action]) -> dict[str, Any]:
        """UX.md "The DM panel": the hand picture shows the part of the map a choice is
        about (the spaces named in the legal codes: ``from:D7``, ``to:C7``, ``place:E4``),
        with their names, so no one has to switch to the channel to pick "D7 → C7"."""
        spaces = [action.code.partition(":")[2] for action in actions]
        focus = list(dict.fromkeys(s for s in spaces if s in SPACES))
        return {**view, "focus": {"spaces": focus}} if focus else view

    def pictures(self, outcome: Outcome) -> list[str]:
        """A big scoring gets its breakdown picture (UX.md "Big scoring")."""
        return ["scoring"] if any(e.kind == "big_scoring" for e in outcome.public) else []

    def picture_title(self, kind: str, view: dict[str, Any]) -> str:
        return f"Big scoring {view.get('big_scorings', '')}" if kind == "scoring" else kind

    def bidding(self, view: dict[str, Any], actions: list[Action]) -> Bidding | None:
        """The card and organism auctions: every code is ``bid:<n>`` or ``pass``; "+k"
        counts from the view's ``auction.high`` (0 before the first bid)."""
        amounts = bid_amounts(actions)
        if amounts is None:
            return None
        auction = view.get("auction")
        high = auction.get("high") if isinstance(auction, dict) else None
        return Bidding(amounts, high if isinstance(high, int) else None)

    def confirmations(self, view: dict[str, Any], actions: list[Action]) -> dict[str, str]:
        codes = {a.code for a in actions}
        asked = {}
        if "end" in codes and (question := end_question(view, codes)):
            asked["end"] = question
        if "pass" in codes and (question := pass_question(view, actions)):
            asked["pass"] = question
        return asked


def bid_amounts(actions: list[Action]) -> list[int] | None:
    """The legal bids, ascending, when every code is ``bid:<number>`` or ``pass``."""
    codes = [a.code for a in actions]
    if "pass" not in codes or len(codes) < 2:
        return None
    bids = []
    for code in codes:
        if code == "pass":
            continue
        kind, _, amount = code.partition(":")
        if kind != "bid" or not amount.isdigit():
            return None
        bids.append(int(amount))
    return sorted(bids)


def end_question(view: dict[str, Any], codes: set[str]) -> str | None:
    info = view.get("turn_info")
    if not isinstance(info, dict):
        return None
    unused = []
    if "migrate" in codes and not info.get("free_migration_used"):
        unused.append("your free migration")
    left = int(info.get("card_limit") or 0) - int(info.get("cards_played") or 0)
    if left > 0 and any(c.startswith("play:") for c in codes):
        unused.append(f"{left} more card{'s' if left != 1 else ''} to play")
    if not unused:
        return None
    return f"End your turn? Still unused: {' and '.join(unused)}."


def pass_question(view: dict[str, Any], actions: list[Action]) -> str | None:
    """A card auction's Pass is final for that auction: worth asking when the lowest bid is
    paid from food alone and the card is of use."""
    auction, seat, seats = view.get("auction"), view.get("seat"), view.get("seats")
    if not isinstance(auction, dict) or not isinstance(seat, int) or not isinstance(
            seats, list) or not 0 <= seat < len(seats):
        return None
    card = auction.get("card") or {}
    own = seats[seat]
    if card.get("kind") == "terrain" and not own.get("levels", {}).get(card.get("terrain")):
        return None
    bids = bid_amounts(actions)
    food = int(own.get("food") or 0)
    if not bids or bids[0] > food:
        return None
    return (f"Pass on the {card.get('name', '')} card? Passing is final for this auction, "
            f"and a bid of {bids[0]} is within your {food} food.")
