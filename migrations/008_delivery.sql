-- Delivery of a finished song: when GET /files first answered 404 (the window of
-- retries is measured from it, across restarts), and how many downloaded WAVs were not whole.
ALTER TABLE requests ADD COLUMN file_missing_since REAL;
ALTER TABLE requests ADD COLUMN bad_files INTEGER NOT NULL DEFAULT 0;
