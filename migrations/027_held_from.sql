-- A POST that may have been taken (outcome 'maybe': its answer was lost, so its job has no id to
-- follow) holds one of the organization's slots for twice JOB_TIMEOUT_MIN. That hold is counted
-- from here, not from `sent_at`: every step of the wall clock moves it as it moves the waits of
-- open requests (bot/pipeline/clock_steps.py), so a step forward frees no slot early and a step
-- back holds none longer. `sent_at` stays as the wall clock said, and dates the quota day.
ALTER TABLE submissions ADD COLUMN held_from REAL;
UPDATE submissions SET held_from = sent_at;
CREATE INDEX submissions_held ON submissions (outcome, held_from);

-- As in 007, with the hold's start written beside `sent_at`.
DROP TRIGGER submission_sent;
CREATE TRIGGER submission_sent AFTER UPDATE OF state ON requests
WHEN NEW.state = 'submitting' AND OLD.state <> 'submitting'
BEGIN
    INSERT INTO submissions (request_id, sent_at, held_from, outcome)
    VALUES (NEW.id, COALESCE(NEW.submitted_at, NEW.updated_at),
            COALESCE(NEW.submitted_at, NEW.updated_at), 'sending');
END;
