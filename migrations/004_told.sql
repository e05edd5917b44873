-- When a request's user was told how it ended without a song; a restart tells those not yet told.
ALTER TABLE requests ADD COLUMN told_at REAL;
UPDATE requests SET told_at = finished_at WHERE finished_at IS NOT NULL;
