-- A supergroup's former id (a basic group upgraded by Telegram gets a new id): ALLOWED_CHAT_IDS
-- naming the former id still lets the supergroup in (bot/access.py), after a restart too.
ALTER TABLE chats ADD COLUMN moved_from INTEGER;
