"""tools/coverage_floors.py reads the data a run left: bot/ as a whole, and each money path and
each module that runs only in a process a test starts against its own floor; a file the run
never ran counts at 0, and a floor not met fails."""

from __future__ import annotations

from pathlib import Path

import pytest
from coverage import CoverageData

from tools import coverage_floors
from tools.coverage_floors import Floor, floors, measured

PAID = "def paid(amount):\n    if amount:\n        return amount\n    return 0\n"
FREE = "def free():\n    return 0\n"


def a_run(root: Path, executed: dict[str, list[int]]) -> Path:
    """A project under `root` with bot/paid.py and bot/free.py, and the data of a run that
    executed those lines of them."""
    (root / "bot").mkdir()
    (root / "bot" / "paid.py").write_text(PAID)
    (root / "bot" / "free.py").write_text(FREE)
    (root / "pyproject.toml").write_text("")
    data_file = root / ".coverage"
    data = CoverageData(basename=str(data_file))
    data.add_lines({str(root / name): lines for name, lines in executed.items()})
    data.write()
    return data_file


def test_each_money_path_is_held_to_its_own_floor(tmp_path: Path) -> None:
    data_file = a_run(tmp_path, {"bot/paid.py": [1, 2, 3], "bot/free.py": [1, 2]})

    found = floors(
        measured(data_file, tmp_path),
        tmp_path,
        bot_floor=80.0,
        file_floors={"bot/paid.py": 90.0},
    )

    assert found == [Floor("bot/", 80.0, 500 / 6), Floor("bot/paid.py", 90.0, 75.0)]
    assert found[0].met and not found[1].met
    assert found[1].line() == "bot/paid.py: 75.0% (floor 90%) BELOW ITS FLOOR"


def test_a_money_path_the_run_never_ran_is_at_zero(tmp_path: Path) -> None:
    data_file = a_run(tmp_path, {"bot/free.py": [1, 2]})

    found = floors(measured(data_file, tmp_path), tmp_path, 0.0, {"bot/paid.py": 1.0})

    assert found[1] == Floor("bot/paid.py", 1.0, 0.0) and not found[1].met


def test_the_command_fails_below_a_floor_and_without_data(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data_file = tmp_path / ".coverage"
    data = CoverageData(basename=str(data_file))
    data.add_lines({str(tmp_path / "elsewhere.py"): [1]})  # a run that measured nothing of bot/
    data.write()

    assert coverage_floors.main([str(data_file)]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert [line.split(":")[0] for line in lines] == ["bot/", *coverage_floors.FILE_FLOORS]
    assert all(line.endswith("BELOW ITS FLOOR") for line in lines[1:])

    assert coverage_floors.main([str(tmp_path / "none")]) == 2
