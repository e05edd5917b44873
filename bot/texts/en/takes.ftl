## Another take: the same lyrics and style sung again, asked first (bot/ui/takes.py)

button-take = 🔁 Another take
take-title = { $title } (take { $number })
take-question = 🔁 Another take of “{ $title }”: the same words and style, sung again as take { $number }. It uses one track.
    { $mine ->
        [0] You have no tracks left today, so it would wait in line until you have one again
        [one] You have { $mine } track left today
       *[other] You have { $mine } tracks left today
    }; { $everyone ->
        [one] { $everyone } track is
       *[other] { $everyone } tracks are
    } left for everyone.
button-take-go = ✅ Make take { $number }
button-take-no = ✖️ No, thanks
take-footer-declined = 🗑 No new take. No track was spent.
take-footer-expired = ⌛ This question expired after a day without an answer. No track was spent; press 🔁 Another take under the song to ask again.
take-answer-asked = Answer the question under the song.
take-answer-already = I have already asked about another take of this song: answer that question.
take-answer-no-words = The words of this song are no longer kept, so it can't be sung again.
take-answer-not-shown = I couldn't show the question, so nothing will be sung and no track was spent. Please try again.
take-answer-declined = No new take; no track was spent.
take-answer-expired = This question expired; press 🔁 Another take under the song again.

## Likes that teach the admins: 👍 / 👎 under a song (bot/ui/votes.py), and /report's styles

button-like = { $count ->
        [0] 👍
       *[other] 👍 { $count }
    }
button-dislike = { $count ->
        [0] 👎
       *[other] 👎 { $count }
    }
vote-answer-new = { $vote ->
        [up] 👍 Counted. Thank you!
       *[down] 👎 Counted. Thank you for telling!
    }
vote-answer-changed = { $vote ->
        [up] Changed to 👍.
       *[down] Changed to 👎.
    }
vote-answer-same = { $vote ->
        [up] You have already given it 👍.
       *[down] You have already given it 👎.
    }
styles-report-header = 🎚 Styles of the songs made in the last { $days } days: how many songs, how many got more 👍 than 👎, and how many the other way round.
styles-report-line = { $name }: { $made } { $made ->
        [one] song
       *[other] songs
    } · 👍 { $liked } · 👎 { $disliked }
styles-report-preset = 🎛 { $name }
styles-report-typed = ✍️ “{ $style }”
styles-report-none = ∅ No style (the service chose)
styles-report-more = …and { $count } more { $count ->
        [one] style
       *[other] styles
    }
