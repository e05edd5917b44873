-- Whether the admins have heard of an open incident: an alert that Telegram could not carry
-- (an outage, a refused token) is sent again once it can, instead of being lost.
ALTER TABLE incidents ADD COLUMN told_at REAL;
UPDATE incidents SET told_at = opened_at;
