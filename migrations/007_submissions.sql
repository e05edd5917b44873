-- Every POST /generate the bot made, with what its answer proved. The quota day and
-- the slots in use are counted from here, not from the request row: a request sent again after
-- `unknown` has two POSTs, and both may have been charged. Triggers on the request's guarded
-- state change write these rows, so no code path can POST without leaving one.
CREATE TABLE submissions (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    request_id INTEGER NOT NULL REFERENCES requests (id),
    sent_at    REAL    NOT NULL,
    -- sending: the POST is under way; taken: 202 with a job id; maybe: an answer that does not
    -- prove a refusal (the service may run and charge it); refused: proven not taken
    outcome    TEXT    NOT NULL CHECK (outcome IN ('sending', 'taken', 'maybe', 'refused')),
    job_id     TEXT
);
CREATE INDEX submissions_sent ON submissions (sent_at);
CREATE INDEX submissions_request ON submissions (request_id, id);

CREATE TRIGGER submission_sent AFTER UPDATE OF state ON requests
WHEN NEW.state = 'submitting' AND OLD.state <> 'submitting'
BEGIN
    INSERT INTO submissions (request_id, sent_at, outcome)
    VALUES (NEW.id, COALESCE(NEW.submitted_at, NEW.updated_at), 'sending');
END;

CREATE TRIGGER submission_answered AFTER UPDATE OF state ON requests
WHEN OLD.state = 'submitting' AND NEW.state <> 'submitting'
BEGIN
    UPDATE submissions
    SET outcome = CASE NEW.state
                      WHEN 'queued' THEN 'taken'
                      WHEN 'unknown' THEN 'maybe'
                      ELSE 'refused'
                  END,
        job_id = NEW.job_id
    WHERE request_id = NEW.id AND outcome = 'sending';
END;

-- What the rows said before this table: accepted ones were taken, unknown ones maybe.
INSERT INTO submissions (request_id, sent_at, outcome, job_id)
SELECT id, submitted_at,
       CASE WHEN accepted_at IS NOT NULL THEN 'taken'
            WHEN state = 'unknown' THEN 'maybe'
            ELSE 'sending' END,
       job_id
FROM requests
WHERE submitted_at IS NOT NULL
  AND (accepted_at IS NOT NULL OR state IN ('unknown', 'submitting'));

-- When the service first answered 404 for this request's job (or file); any other answer
-- clears it. A job ends as lost only after a minute of 404s (docs/guarantees.md
-- §A made song is delivered, however late).
ALTER TABLE requests ADD COLUMN missing_since REAL;
