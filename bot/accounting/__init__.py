"""What the organization may spend now, counted as the service counts it: tracks and slots left
today, the daily shares, the pauses, and the gate that stays shut while a track, once made,
could not be brought. The scheduler asks it before every POST; /quota and the waiting line
read it to say what holds a song.

    days.py          quota days and months in QUOTA_TIMEZONE, on the calendar (DST included)
    quota.py         org_capacity: slots in use and tracks taken today, from the submissions
    organization.py  Organization: capacity, shares (ShareGate) and pauses (admin, wallet, key)
    gate.py          SpendGate: shut while Telegram refuses the token or fails, or disk is short
    estimates.py     JobPace: how long jobs take, for waits people are told and poll spacing
    text_budget.py   TextBudget: may this text-model call be made, within today's limits
"""
