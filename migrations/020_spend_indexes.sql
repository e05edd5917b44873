-- /quota's and /report's month figures (bot/store/stats.py) read the month's requests by when
-- their tracks were sent and when their money was charged. These two indexes hold every column
-- those figures read, so a month is read from the indexes alone, whatever the table holds
-- before it; they begin with the moments as the indexes they replace did, and serve the same
-- range queries.
DROP INDEX requests_submitted;
DROP INDEX requests_completed;
CREATE INDEX requests_submitted ON requests (submitted_at, chat_id, user_id, chat_type, accepted_at, state);
CREATE INDEX requests_completed ON requests (completed_at, price_byn, chat_id, user_id, chat_type);
