"""engine.core.settings: every wrong setting is refused with its name, what it allows and what it got."""
import pytest

from engine.core.settings import Settings


def test_unknown_settings_are_named_with_the_known_ones():
    with pytest.raises(ValueError, match=r"unknown setting\(s\) colour; Demo has players, seed"):
        Settings({"colour": 1}, "Demo", ("players", "seed"))


@pytest.mark.parametrize("value", [1, 5, "3", 3.0, True, None])
def test_whole_numbers_in_range(value):
    s = Settings({"players": value}, "Demo", ("players",))
    with pytest.raises(ValueError, match=rf"players must be 2, 3 or 4, not {value!r}"):
        s.whole("players", 2, 2, 4, listed=True)


def test_whole_defaults_and_spans():
    s = Settings({}, "Demo", ("n",))
    assert s.whole("n", 7, 1, 8) == 7
    with pytest.raises(ValueError, match=r"n must be 1\.\.8 with 3 players, not 9"):
        Settings({"n": 9}, "Demo", ("n",)).whole("n", 1, 1, 8, why=" with 3 players")


def test_choices_flags_faces_and_counts():
    s = Settings({"v": "x", "f": 1, "d": [1, 7], "c": [1, -1]}, "Demo", ("v", "f", "d", "c"))
    with pytest.raises(ValueError, match="v must be one of a, b, not 'x'"):
        s.one_of("v", "a", ("a", "b"))
    with pytest.raises(ValueError, match="f must be true or false, not 1"):
        s.flag("f", False)
    with pytest.raises(ValueError, match=r"d must be a list of whole numbers 1\.\.6"):
        s.faces("d", (1, 2))
    with pytest.raises(ValueError, match=r"c must be 2 counts \(p, q\)"):
        s.counts("c", (0, 0), ("p", "q"))
    ok = Settings({"d": [3, 3, 1]}, "Demo", ("d",))
    assert ok.faces("d", (1,)) == (3, 3, 1)
