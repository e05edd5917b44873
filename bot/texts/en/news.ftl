## A status message whose song came further down the chat

status-sent-below = ✅ Your song is sent below.
