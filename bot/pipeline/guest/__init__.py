"""Guest mode: a song asked by mentioning the bot in a chat it is not in.

answer.py    the query answered once, its lyrics written in the message it placed
delivery.py  the song's file kept in a chat that keeps files, then its message filled with it
"""
