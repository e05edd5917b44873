-- A request whose forum topic was closed or deleted (Telegram refused a send into it): every
-- later message about it goes to the chat's General topic, naming its asker, without trying the
-- topic again. 0: its topic (or General, or no forum) as asked.
ALTER TABLE requests ADD COLUMN topic_gone INTEGER NOT NULL DEFAULT 0;
