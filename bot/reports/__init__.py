"""What the admins read: the organization today (`/quota`) and its last 30 days (`/report`, with
its chart). Read-only: nothing here moves a request or spends a track.

    today.py   org_report: today's tracks and slots, the line, money today and this month,
               pauses and the gate, the top spenders, lyrics written, the shares (/quota)
    month.py   month_figures: tracks, lyrics and money per quota day, the top users (/report)
    chart.py   draw_month: those figures as a PNG (matplotlib, imported only to draw)
"""

TOP_SIZE = 5  # how many chats or users a report names as spending the most
