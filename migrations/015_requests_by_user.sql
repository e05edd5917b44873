-- The newest request of each person names them in /quota's and /report's top lists
-- (bot/store/stats.py): without this index each name read every request the person ever made.
CREATE INDEX requests_user ON requests (user_id, id);
