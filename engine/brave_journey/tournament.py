"""The end of the game: a journey completed (the round is played to its end), the game stopped by agreement or by
the round limit (ranked by badges, then squares), the winners, and the final tournament."""
from __future__ import annotations

from .actions import Attack, Roll
from .events import GameWon, JourneyComplete, Rolled, TournamentEvent
from .state import Task, _put, _task
from .texts import _names


class Tournament:
    """``_Work``'s steps for the end of the game and the final tournament."""

    # -- the end ---------------------------------------------------------------------------------------------------
    def finished(self, p: int) -> None:
        self.say(JourneyComplete, "brave_journey.win.badges", p,
                 f"{self.name(p)} has {self.badges[p]} badges: the journey is complete! The round is played to its end",
                 badges=self.badges[p])
        if not self.finish_round:
            self.finish_round = self.round
            if self.g.settings["round_end"] == "seat_order":
                self.end_after = (self.s.first_player - 1) % self.n
            else:
                self.end_after = (self.current - 1) % self.n

    def end_journey(self) -> None:
        done = [q for q in range(self.n) if self.badges[q] >= self.g.target]
        names = _names([self.name(q) for q in done])
        if len(done) == 1:
            self.win(done, "journey", "brave_journey.win.round-end",
                     f"The round is over and only {names} finished the journey: {names} wins!")
        else:
            self.begin_tournament(done, "brave_journey.win.round-end",
                                  f"The round is over and {names} {'both' if len(done) == 2 else 'all'} finished the "
                                  "journey: the final tournament decides")

    def stop(self, how: str) -> None:
        self.queue.clear()
        if how == "tournament":
            self.begin_tournament(list(range(self.n)), "brave_journey.end.options",
                                  "Everybody plays the final tournament")
            return
        g = self.g
        key = [(self.badges[q], self.positions[q] - self.debt[q] * g.ring) for q in range(self.n)]
        best = max(key)
        top = [q for q in range(self.n) if key[q] == best]
        ranking = "; ".join(f"{self.name(q)} {key[q][0]} badge{'s' if key[q][0] != 1 else ''}, {key[q][1]} squares"
                            for q in sorted(range(self.n), key=lambda q: (key[q], -q), reverse=True))
        if len(top) == 1 or g.settings["score_ties"] == "share":
            names = _names([self.name(q) for q in top])
            self.win(top, "score", "brave_journey.end.score",
                     f"Ranked by badges, then squares ({ranking}): {names} "
                     f"{'wins' if len(top) == 1 else 'share the win'}")
        else:
            self.begin_tournament(top, "brave_journey.end.score",
                                  f"Ranked by badges, then squares ({ranking}): "
                                  f"{_names([self.name(q) for q in top])} are tied and play the tournament")

    def win(self, seats: list[int], how: str, rule: str, line: str) -> None:
        self.winners = tuple(seats)
        self.ending = how
        self.queue.clear()
        self.dice = ()
        self.focus = _task("over")
        self.say(GameWon, rule, seats[0] if len(seats) == 1 else -1, line, winners=tuple(seats), how=how)

    def begin_tournament(self, seats: list[int], rule: str, line: str) -> None:
        self.queue.clear()
        self.tournament = tuple(seats)
        self.dice = ()
        self.say(TournamentEvent, rule, -1, line, players=tuple(seats))
        self.focus = _task("tournament_roll")

    # -- the final tournament --------------------------------------------------------------------------------------
    def a_tournament_roll(self, f: Task, action: Roll) -> None:
        self.dice += (action.value,)
        fighters = self.tournament
        who = fighters[len(self.dice) - 1]
        self.say(Rolled, "brave_journey.tournament.rounds", who, f"{self.name(who)} rolls {action.value}",
                 value=action.value, purpose="tournament")
        if len(self.dice) < len(fighters):
            self.focus = f
            return
        dice = self.dice
        top = max(dice)
        if self.g.settings["tournament_repeats"] == "any":
            repeat = len(set(dice)) < len(dice)
        else:
            repeat = dice.count(top) > 1
        rolls = ", ".join(f"{self.name(q)} {d}" for q, d in zip(fighters, dice))
        if repeat:
            same = top if dice.count(top) > 1 else next(d for d in dice if dice.count(d) > 1)
            self.say(TournamentEvent, "brave_journey.tournament.repeats", -1,
                     f"Tournament rolls: {rolls}. {same} was rolled more than once: nobody attacks, roll again",
                     rolls=dice)
            self.dice = ()
            self.focus = f
            return
        a = fighters[dice.index(top)]
        self.say(TournamentEvent, "brave_journey.tournament.rounds", a,
                 f"Tournament rolls: {rolls}. {self.name(a)} rolled highest and attacks", rolls=dice)
        opponents = [q for q in fighters if q != a]
        if len(opponents) == 1:
            self.attack(a, opponents[0])
        else:
            self.focus = _task("attack", a)

    def a_attack(self, f: Task, action: Attack) -> None:
        self.attack(f.player, self.s.characters.index(action.target))

    def attack(self, a: int, t: int) -> None:
        fighters = self.tournament
        top = self.dice[fighters.index(a)]
        loss = top - self.dice[fighters.index(t)]
        self.hp = _put(self.hp, t, max(0, self.hp[t] - loss))
        self.say(TournamentEvent, "brave_journey.tournament.rounds", a,
                 f"{self.name(a)} attacks {self.name(t)}: {top} − {self.dice[fighters.index(t)]} = {loss} HP "
                 f"(HP {self.hp[t]})", target=t, loss=loss)
        self.dice = ()
        if self.hp[t] == 0:
            self.tournament = tuple(q for q in fighters if q != t)
            self.say(TournamentEvent, "brave_journey.tournament.rounds", t,
                     f"{self.name(t)} is at 0 HP and leaves the tournament", target=t, out=True)
            if len(self.tournament) == 1:
                w = self.tournament[0]
                self.win([w], "tournament", "brave_journey.tournament.rounds",
                         f"{self.name(w)} is the last one standing and wins the tournament!")
                return
        self.focus = _task("tournament_roll")

