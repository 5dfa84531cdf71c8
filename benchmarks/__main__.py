"""`make bench`: print the benchmark table (figures vary with the machine and its load)."""
from __future__ import annotations

import platform
import sys


def main() -> int:
    from . import labyrinth_engine, startup

    rows: list[tuple[str, str, str]] = []
    rows.append(("import engine, boardwidgets (fresh process)", f"{startup.import_seconds():.3f} s", "< 0.5 s"))
    rows.append(("import engine, boardwidgets.labyrinth (with ipywidgets, ipycanvas)",
                 f"{startup.import_seconds('engine, boardwidgets.labyrinth'):.3f} s", "< 1.5 s"))
    rows.append(("labyrinth: full-turn enumerations / s", f"{labyrinth_engine.full_turn_enumeration():,.0f}",
                 ">= 4,000"))
    games, length = labyrinth_engine.random_games()
    rows.append(("labyrinth: random complete games / s (2 players, 12 treasures each)",
                 f"{games:,.1f} (mean {length:,.0f} actions)", ""))
    from . import rauf_engine
    for policy in ("random", "greedy"):
        games, length = rauf_engine.random_games(policy)
        rows.append((f"rauf und runter: complete games / s (4 players, 4 friends, {policy} play)",
                     f"{games:,.1f} (mean {length:,.0f} actions)", ""))
    rows.append(("rauf und runter: exact-N-step reachability queries / s",
                 f"{rauf_engine.reachability():,.0f}", ""))
    from . import abra_engine
    games, length = abra_engine.random_games()
    rows.append(("abracada...what?: complete games / s (4 players, random casting)",
                 f"{games:,.1f} (mean {length:,.0f} actions)", ""))
    rows.append(("abracada...what?: simple count of the table, 5-player position (median)",
                 f"{abra_engine.odds_time() * 1000:.3f} ms", "< 5 ms"))
    seconds, depth = abra_engine.history_odds_time()
    rows.append((f"abracada...what?: exact odds remembering the round, 5 players, {depth:.0f} events (median)",
                 f"{seconds * 1000:.2f} ms", "< 5 ms"))
    from . import brave_journey
    for policy in ("random", "greedy"):
        games, length = brave_journey.random_games(policy)
        rows.append((f"brave journey: complete games / s (4 players, {policy} play, every action checked)",
                     f"{games:,.1f} (mean {length:,.0f} actions)", ""))
    rows.append(("brave journey: complete games / s as the balance sweep plays them (4 players, greedy, 1 process)",
                 f"{brave_journey.simulated_games():,.1f}", ""))
    one, every, cores = brave_journey.balance_sweep()
    rows.append(("brave journey: balance report, 10,000 games, 1 worker", f"{one:,.1f} s", ""))
    rows.append((f"brave journey: balance report, 10,000 games, {cores} workers (every core)", f"{every:,.1f} s",
                 "< 60 s on 2 cores"))
    rows.append(("brave journey: balance report speed-up", f"{one / every:.2f}×", ""))
    from . import magic_maze
    rows.extend(magic_maze.rows())
    try:
        from . import widgets
    except ImportError as exc:  # pragma: no cover - the widget stack is part of the install
        print(f"widget figures skipped: {exc}", file=sys.stderr)
    else:
        rows.extend(widgets.rows())
        rows.extend(widgets.rauf_rows())
        rows.extend(widgets.abra_rows())
        rows.extend(magic_maze.widget_rows())
        rows.extend(widgets.bj_rows())
    from . import notebooks
    rows.extend(notebooks.rows())

    width = max(len(r[0]) for r in rows)
    vwidth = max(len(r[1]) for r in rows)
    print(f"rulewalk benchmarks — Python {platform.python_version()}, {platform.machine()}")
    print(f"{'measure':<{width}}  {'result':>{vwidth}}  target")
    print("-" * (width + vwidth + 12))
    for name, value, target in rows:
        print(f"{name:<{width}}  {value:>{vwidth}}  {target}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
