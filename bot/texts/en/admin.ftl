## For the bot's admins only (ADMIN_USER_IDS)

admin-only = This command is for the bot's admins only.

## /quota

quota-header = 📊 <b>The organization today</b>
quota-tracks = Tracks today: { $used } of { $limit } ({ $left } left)
quota-active = Generating now: { $active } of { $limit }
quota-waiting = Waiting in the bot's line: { $waiting }
quota-spent = Spent: { $today } BYN today, { $month } BYN this month
quota-submissions = { $reason ->
        [wallet] ⏸ Submissions are paused by the service: the wallet is empty (402). They resume by themselves once it takes a song after a top-up; /resume tries it at once.
        [key] ⏸ Submissions are paused: the service refuses the API key (401). Check API_KEY.
        [address] ⏸ Submissions are paused: MUSIC_API_URL names no music service (404 to a new song). Fix it and restart.
        [admin] ⏸ Submissions are paused by an admin. /resume starts them again.
        [token] ⏸ New songs wait: Telegram refuses the bot's token (401). Set a valid TELEGRAM_BOT_TOKEN and restart; nothing pending is lost.
        [telegram] ⏸ New songs wait: Telegram is not answering. They start by themselves once it is back.
        [disk] ⏸ New songs wait: the disk under DATA_DIR has no room for the next track. Free some space; they start by themselves.
       *[none] ▶️ Submissions are running.
    }
quota-jobs-failing = ⚠️ Generations keep failing or expiring at the service.
quota-top-chats = <b>Top chats this month</b>
quota-top-users = <b>Top users this month</b>
quota-top-line = { $rank }. { $name } (<code>{ $id }</code>): { $tracks ->
        [one] { $tracks } track
       *[other] { $tracks } tracks
    }, { $byn } BYN
quota-top-none = No tracks yet.

## /allow, /deny, /access

access-usage = Write the chat id after the command, e.g. <code>/{ $command } 123456789</code> for a person or <code>/{ $command } -1001234567890</code> for a group. In a group, <code>/{ $command }</code> alone means this group.
access-allowed = ✅ <code>{ $chat_id }</code> may ask for songs now.
access-denied = 🚫 <code>{ $chat_id }</code> may no longer ask for songs.
access-denied-admin = 🚫 <code>{ $chat_id }</code> is denied as a chat, but is one of the bot's admins (ADMIN_USER_IDS), who may ask anywhere.
access-header = 🔐 <b>Who may ask for songs</b> (ACCESS={ $mode ->
        [open] open: everyone; the lists below apply once ACCESS is private
       *[private] private: admins and the chats below
    })
access-denied-ended = { $count ->
        [one] One song waiting in line there was cancelled; nothing was spent on it.
       *[other] { $count } songs waiting in line there were cancelled; nothing was spent on them.
    }
access-open-note = Note: ACCESS=open lets everyone ask, so this takes effect only once ACCESS is private.
access-admins = Admins: { $ids }
access-configured = From ALLOWED_CHAT_IDS: { $ids }
access-list-allowed = <b>Allowed with /allow:</b>
access-list-denied = <b>Denied with /deny:</b>
access-entry = • <code>{ $chat_id }</code>{ $has_name ->
        [yes] {" "}{ $name }
       *[no] {""}
    }
access-more = …and { $count } more.

## /pause and /resume

pause-done = ⏸ Submissions are paused. New requests are accepted and wait in line; songs already at the service still arrive. /resume starts them again.
pause-already = Submissions are already paused by an admin. /resume starts them again.
resume-done = { $reason ->
        [admin] ▶️ Submissions are running again.
        [lifted] ▶️ The admins' pause is lifted.
       *[none] Submissions were not paused by an admin.
    }
resume-service-waits = { $reason ->
        [wallet] ⏸ New songs still wait for the music service: the wallet is empty (402). I'm trying it again now; they start by themselves once it takes a song.
       *[key] ⏸ New songs still wait for the music service: it refuses the API key (401). I'm trying it again now; they start by themselves once it takes a song.
    }

## Alerts (once per incident, and once when it is over)

alert-jobs = ⚠️ { $count } generations in a row did not finish: { $failed } failed at the music service, { $expired } took longer than { $minutes } min. Their users were told (a failed generation is not charged). Check the service's status.
alert-jobs-over = ✅ Generations finish again: one was just completed.

## /report: the last 30 days as a chart (the chart's words are drawn as plain text)

report-empty = No track was started and nothing was spent in the last { $days } days, so there is no chart to draw yet. /quota shows today's figures.
report-caption = 📈 The last { $days } days: { $tracks ->
        [one] { $tracks } track
       *[other] { $tracks } tracks
    } started, { $byn } BYN spent. /quota shows today's figures.
report-title = The last { $days } days
report-tracks-axis = Per day
report-limit = Daily limit ({ $limit })
report-money-axis = BYN spent per day
report-top-title = Top users of the last { $days } days
report-top-line = { $name } ({ $id }): { $tracks ->
        [one] { $tracks } track
       *[other] { $tracks } tracks
    }, { $byn } BYN

## /limit and /limits: a daily share of the organization's tracks for a person or a group

limit-usage = Write whose share and how many tracks a day: <code>/limit 123456789 3</code> for a person (their songs in every chat), <code>/limit -1001234567890 5</code> for a group (its members share it), <code>0</code> for no tracks at all, <code>off</code> to remove the share. In a group, <code>/limit 5</code> alone means this group. Add <code>lyrics</code> for a daily share of lyrics the text model writes instead: <code>/limit 123456789 5 lyrics</code>.
limit-bad-id = “{ $value }” is not a chat id: a person's id is a number like <code>123456789</code>, a group's starts with a minus, like <code>-1001234567890</code>.
limit-bad-number = “{ $value }” is not a number of tracks: write a whole number from 0 to { $max }, or <code>off</code> to remove the share.
limit-negative = A share can't be negative ({ $value }): write <code>0</code> for no tracks at all, or <code>off</code> to remove the share.
limit-set = ✅ { $whose ->
        [group] The group <code>{ $id }</code> may start { $tracks } { $tracks ->
            [one] track
           *[other] tracks
        } a day, shared by its members.
       *[user] <code>{ $id }</code> may start { $tracks } { $tracks ->
            [one] track
           *[other] tracks
        } a day, in every chat.
    } Used today: { $used }.
limit-set-none = ⛔ { $whose ->
        [group] Nobody in the group <code>{ $id }</code> may start a track there now.
       *[user] <code>{ $id }</code> may start no tracks now.
    } Their songs wait in line; <code>/limit { $id } off</code> removes the share.
limit-off = ✅ The share of <code>{ $id }</code> is removed. { $fallback ->
        [default] USER_DAILY_LIMIT applies again: { $default } a day.
        [chat] What it asks as itself has USER_DAILY_LIMIT again: { $default } a day; its members together have no share.
       *[none] Only the organization's limit applies.
    }
limit-off-none = <code>{ $id }</code> had no share of its own; nothing changed.
limits-header = 🎟 <b>Daily shares of the organization's tracks</b>
limits-default = { $fallback ->
        [default] Everyone else, channels and chats asking as themselves included: { $default } a day each (USER_DAILY_LIMIT). A group's members together have only a share set here.
       *[none] Everyone else: no share of their own (USER_DAILY_LIMIT=0), only the organization's limit.
    }
limits-none = No shares set yet: <code>/limit 123456789 3</code> sets one.
limits-entry = • <code>{ $id }</code>{ $has_name ->
        [yes] {" "}{ $name }
       *[no] {""}
    }{ $whose ->
        [group] {" "}(group)
       *[user] {""}
    }: { $used } of { $tracks } used today
quota-shares = <b>Daily shares</b>

## The text model today (/quota) and a person's share of it (/limit <id> <n> lyrics)

quota-lyrics = Lyrics today (text-model calls): { $used } { $limited ->
        [yes] of { $limit } ({ $left } left, ORG_TEXT_DAILY_LIMIT)
       *[no] (no daily limit: ORG_TEXT_DAILY_LIMIT=0)
    }; { $own_limited ->
        [yes] { $own } a day for each person or chat asking as itself (USER_TEXT_DAILY_LIMIT)
       *[no] no limit per person (USER_TEXT_DAILY_LIMIT=0)
    }
quota-top-askers = <b>Most lyrics asked for today</b>
quota-asker-line = { $rank }. { $name } (<code>{ $id }</code>): { $calls }
quota-askers-none = No lyrics written today.
limit-lyrics-set = ✅ <code>{ $id }</code> may have { $calls } { $calls ->
        [one] call
       *[other] calls
    } to the text model a day (lyrics written or rewritten), in every chat. Used today: { $used }.
limit-lyrics-off = ✅ The lyrics share of <code>{ $id }</code> is removed. { $fallback ->
        [default] USER_TEXT_DAILY_LIMIT applies again: { $default } a day.
       *[none] Only the organization's limit applies (USER_TEXT_DAILY_LIMIT=0).
    }
limit-lyrics-off-none = <code>{ $id }</code> had no lyrics share of its own; nothing changed.
report-tracks-bars = Tracks started
report-lyrics-bars = Lyrics written (text-model calls)
