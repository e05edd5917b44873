-- The words a request's status message shows, kept with the request so that after a
-- restart a pass over a long line edits only the messages whose words changed, not every one.
ALTER TABLE requests ADD COLUMN status_text TEXT;
