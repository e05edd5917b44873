"""The tests: unit, end to end, console, service and the lifecycle model."""

import os

# As production runs it (bot/__main__.py): PTB 22 reads this at import, so it is set before
# any test module imports telegram. Durations PTB hands over (a flood limit's retry_after)
# are timedeltas then, and PTB warns about none of them.
os.environ.setdefault("PTB_TIMEDELTA", "true")
