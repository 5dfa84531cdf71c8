"""Brave Journey's words: the status line, the hint, the advice after a refusal, the two lines beside the die,
an action's words in the log (a card drawn stays unnamed for the table), the board's description, and the info
panel under the canvas (the square, hero or item looked at, in English and Chinese, and the rules behind the
last move) with the bundled CJK font it needs."""
from __future__ import annotations

import base64
import random
from functools import lru_cache
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine.brave_journey.game import (DECISIONS, PHASE_TEXT, BraveJourney, KeepMission, MissionCard, MonsterCard,
                                       Move, Roll, UseItem)
from engine.brave_journey.policies import greedy
from engine.core import Match

from ..board import BoardUI, BoardWidget, Hint

if TYPE_CHECKING:
    from .controller import BraveJourneyController

FONTS = Path(__file__).resolve().parent.parent / "fonts"
CJK_FONT = FONTS / "WenQuanYiMicroHei-subset.woff"
CJK_FAMILY = "Rulewalk CJK"


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


@lru_cache(maxsize=1)
def font_face_css() -> str:
    """The ``@font-face`` rule that gives the page the bundled CJK subset (a data: URL, no download)."""
    data = base64.b64encode(CJK_FONT.read_bytes()).decode("ascii")
    return (f'@font-face {{ font-family: "{CJK_FAMILY}"; src: url(data:font/woff;base64,{data}) format("woff"); '
            "font-display: block; }\n"
            f'.bj-info, .bj-info * {{ font-family: "DejaVu Sans", "{CJK_FAMILY}", sans-serif; }}\n'
            f'.bj-zh {{ font-family: "{CJK_FAMILY}", "DejaVu Sans", sans-serif; }}\n')


class TextsMixin:
    """The words part of ``BraveJourneyController`` (it shares the controller's state: ``game``, ``mode``,
    ``layout``, who sees what, ``recent`` and the choices' words)."""

    def _phase_lines(self, state: Any) -> tuple[str, str]:
        game = self.game
        k = state.focus.kind
        if state.over:
            names = " and ".join(game.hero(state, w) for w in state.winners)
            return ("Game over", f"{names} {'wins' if len(state.winners) == 1 else 'share the win'}")
        who = game.hero(state, self.viewer_of(state))
        if k in ("start", "roll"):
            return (f"{who}'s turn", "roll the die: click it")
        if k == "after_roll":
            dest = (state.positions[state.current] + sum(state.dice) + state.bonus) % game.ring
            return (f"{who} rolled {' + '.join(map(str, state.dice))}" + (f" + {state.bonus}" if state.bonus else ""),
                    f"Move leads to {self.place_words(dest, self.geo.text - 1, 2 * self.side()[2] - self.geo.die)}")
        words = PHASE_TEXT[k][3:] if PHASE_TEXT[k].startswith("to ") else PHASE_TEXT[k]
        if k in DECISIONS:
            return (f"{who} decides", words[0].upper() + words[1:])
        return ("Waiting for", words)

    def _advice(self, state: Any) -> str:
        """What to do now, in one sentence (after a refusal)."""
        if state.over:
            return "The game is over: press Reset to play it again."
        k = state.focus.kind
        who = self.game.hero(state, self.viewer_of(state))
        return {"start": "Roll the die (click it or press Roll), or use an item chip.",
                "after_roll": "Press Move to take the roll, or a chip to change it.",
                "duel": "Click a hero on your square to challenge them, or press No thanks.",
                "field": "Press Fight (or a skill chip) or No thanks.",
                "attack": "Click the opponent to attack.",
                }.get(k, f"It is up to {who} {PHASE_TEXT[k]}: use a chip beside the die.")

    def status(self, state: Any, ui: BoardUI) -> str:
        game = self.game
        if state.over:
            names = " and ".join(game.hero(state, w) for w in state.winners)
            how = {"journey": "finished the journey alone", "tournament": "won the final tournament",
                   "score": "ranked first when the game stopped"}.get(state.ending, state.ending)
            verb = "wins" if len(state.winners) == 1 else "share the win"
            return f"Game over: {names} {verb} ({how})."
        seat = self.viewer_of(state)
        who = game.hero(state, seat)
        head = f"Round {state.round}: "
        if self.is_covered(state):
            return head + f"pass the device to {who}, who presses Ready."
        k = state.focus.kind
        here = game.square_label(state.positions[seat])
        if k == "roll":
            return head + f"{who}'s turn on {here}: roll the die (click it or press Roll)."
        if k == "start":
            extra = " or use an item first" if any(isinstance(a, UseItem) for a in game.legal_actions(state)) else ""
            return head + f"{who}'s turn on {here}: roll the die (click it or press Roll){extra}."
        if k == "after_roll":
            dest = (state.positions[state.current] + sum(state.dice) + state.bonus) % game.ring
            rolled = " + ".join(map(str, state.dice)) + (f" + {state.bonus}" if state.bonus else "")
            return head + f"{who} rolled {rolled}: press Move to go to {game.square_label(dest)}, or change the roll."
        if k == "duel":
            return head + f"{who} landed on {here} with other heroes: click one to challenge, or press No thanks."
        if k == "claire":
            return head + f"{who} is targeted: roll No, Thank you! (a 1 or 6 cancels it), or not."
        if k in ("shield", "anchor"):
            return head + f"{who} may react with an item, or let it pass."
        if k == "field":
            return head + f"{who} is on {here}: fight a monster (Fight) or not (No thanks)? Decide before it is drawn."
        if k == "pick_monster":
            return head + f"{who}: click the monster to fight."
        if k == "mission_choice":
            return head + f"{who} is on {here}: draw one mission card or two?"
        if k == "keep":
            return head + f"{who}: keep one of the two cards drawn (a chip)."
        if k == "third":
            return head + f"{who} holds three items: click one to discard it, or use one now."
        if k == "advantage":
            return head + f"{who} is on their special field {here}: use its advantage, or not."
        if k == "attack":
            return head + f"Tournament: {who} rolled highest — click the opponent to attack."
        return head + f"waiting for {PHASE_TEXT[k]}: press Roll."

    def hint(self, state: Any, ui: BoardUI) -> Hint | None:
        if state.over:
            return Hint((), "The game is over.")
        if self.is_covered(state):
            return Hint((), "Press Ready first.")
        if state.focus.kind not in DECISIONS:
            return Hint((), "Press Roll.")
        action = greedy(self.game, state, random.Random(0))
        words = self.words(state, action)
        marks: tuple = ()
        if isinstance(action, Move):
            dest = (state.positions[state.current] + sum(state.dice) + state.bonus) % self.game.ring
            marks = (("square", dest),)
        return Hint((action,), f"Hint: {words[0].upper()}{words[1:]}.", marks)

    def action_text(self, action: Any) -> str:
        state = self._state
        if not (state is not None and self.shows_all(state)):
            # undo/redo lines are read by the whole table: a card drawn or kept stays unnamed
            if isinstance(action, MissionCard):
                return "draw a mission card"
            if isinstance(action, KeepMission):
                return "keep one of the two cards"
        if isinstance(action, (Roll, MonsterCard, MissionCard)) or state is None:
            return str(action) if not isinstance(action, MissionCard) else self.game.action_text(state, action)
        try:
            return self.game.action_text(state, action)
        except Exception:  # noqa: BLE001 - the words of an action from another position
            return str(action)

    def description(self, board: BoardWidget) -> str:
        settings = self.game.settings
        defaults = BraveJourney.validate_settings({"players": settings["players"]})
        # a deck or board file is named by its file name only: a full path would differ from machine to machine
        extra = "".join(f", {k}={(Path(v).name if k.endswith('_file') and v else v)!r}"
                        for k, v in settings.items() if k != "players" and v != defaults[k])
        return f"players={settings['players']}{extra}, seed={board.match.seed}, mode={self.mode}, layout={self.layout}"


def info_html(c: BraveJourneyController, state: Any, match: Match) -> str:
    """The panel under the board: the square (or hero, or card) looked at, in English and Chinese, and the
    rules behind the last move (behind a details toggle)."""
    game = c.game
    looked = c.looked_at or ("square", state.positions[c.viewer_of(state)])
    if looked[0] == "card" and not c.shows_all(state):
        # an item's words only while its holder looks at the screen (never under the cover)
        seat = c.viewer_of(state)
        if c.is_covered(state) or looked[1] not in state.held[seat]:
            looked = ("square", state.positions[seat])
    parts = []
    if looked[0] == "square":
        sq = game.square(looked[1])
        kind = {"castle": "The Castle: start, badges and healing", "event": "Event square",
                "mission": "Mission square: draw a mission card", "field": "Field square: fight a monster or not"
                }.get(sq.kind, sq.kind)
        head = f"<b>{escape(game.square_label(sq.number))}</b>"
        if sq.name_zh:
            head += f' <span class="bj-zh" lang="zh-Hant">{escape(sq.name_zh)}</span>'
        aliases = ", ".join(sq.aliases)
        lines = [head + f" — {escape(kind)}."]
        if aliases:
            lines.append(f'Also called <span class="bj-zh" lang="zh-Hant">{escape(aliases)}</span>.')
        if sq.text:
            lines.append(escape(sq.text))
        if sq.special:
            ch = game.characters.get(sq.special)
            if ch is not None:
                lines.append(f"Special field of <b>{escape(ch.name)}</b> "
                             f'<span class="bj-zh" lang="zh-Hant">{escape(ch.name_zh)}</span>: '
                             f"{escape(sq.special_text or ch.field_text)}")
        here = [game.hero(state, q) for q in range(game.players) if state.positions[q] == sq.number]
        if here:
            lines.append("Here now: " + escape(", ".join(here)) + ".")
        parts.append("<br>".join(lines))
    elif looked[0] == "hero":
        ch = game.characters[looked[1]]
        seat = game.seat_of(state, ch.id)
        parts.append(f"<b>{escape(ch.name)}</b> "
                     f'<span class="bj-zh" lang="zh-Hant">{escape(ch.name_zh)}</span> — on '
                     f"{escape(game.square_label(state.positions[seat]))}, {state.hp[seat]} HP, "
                     f"{plural(state.badges[seat], 'badge')}, {plural(len(state.held[seat]), 'item')}.<br>"
                     f"Skill: <b>{escape(ch.skill_name)}</b> "
                     f'<span class="bj-zh" lang="zh-Hant">{escape(ch.skill_name_zh)}</span>: {escape(ch.skill_text)}'
                     f"<br>Special field: {escape(game.square_label(ch.field))}: {escape(ch.field_text)}")
    elif looked[0] == "card":
        m = game.missions.get(looked[1])
        if m is not None:
            zh = f' <span class="bj-zh" lang="zh-Hant">{escape(m.name_zh)}</span>' if m.name_zh else ""
            parts.append(f"<b>{escape(m.name)}</b>{zh}: {escape(m.text)}")
    rules = []
    for e in c.recent:
        rid = getattr(e, "rule", "")
        if rid and rid in game.rules and rid not in rules:
            rules.append(rid)
    if rules:
        items = "".join(f"<li>{escape(game.rules[r].title)} <code>{escape(r)}</code></li>" for r in rules)
        parts.append(f'<details class="rw-why"><summary>Rules behind the last move</summary><ul>{items}</ul>'
                     "</details>")
    return '<div class="bj-info" style="margin:4px 0">' + "".join(f"<div>{x}</div>" for x in parts) + "</div>"
