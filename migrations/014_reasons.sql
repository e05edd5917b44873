-- Why a request waits or how it ended, as a code (bot/store/models.py `Reason`), kept apart from
-- `error`, which keeps only free text (the service's own words, what a delivery met). Before,
-- `error` held both: each code or sentence the bot wrote as a marker becomes its code, and
-- `error` keeps only text that says more than the code; any other text stays as it is.
ALTER TABLE requests ADD COLUMN reason TEXT;

UPDATE requests SET reason = error, error = NULL
WHERE error IN ('wallet', 'key', 'busy', 'unavailable');

UPDATE requests
SET reason = CASE error
                 WHEN 'the chat no longer accepts messages from the bot' THEN 'chat-gone'
                 WHEN 'the chat was denied access' THEN 'denied'
                 WHEN 'the preview expired' THEN 'preview-expired'
                 WHEN 'the preview could not be shown' THEN 'preview-failed'
                 WHEN 'no answer came back to the submission' THEN 'no-answer'
                 WHEN 'the service reported a failed generation' THEN 'generation-failed'
                 WHEN 'the service no longer knows this job' THEN 'job-lost'
                 WHEN 'the service never finished the job' THEN 'never-finished'
             END,
    error = NULL
WHERE error IN (
    'the chat no longer accepts messages from the bot',
    'the chat was denied access',
    'the preview expired',
    'the preview could not be shown',
    'no answer came back to the submission',
    'the service reported a failed generation',
    'the service no longer knows this job',
    'the service never finished the job'
);

-- A made song given up: the code, and `error` keeps what was met.
UPDATE requests SET reason = 'undelivered'
WHERE state = 'failed' AND error LIKE 'not delivered after % attempts';
UPDATE requests SET reason = 'file-gone'
WHERE state = 'failed' AND error = 'the service no longer has the file';
UPDATE requests SET reason = 'file-incomplete'
WHERE state = 'failed' AND error LIKE 'the service''s file is incomplete: %';
UPDATE requests SET reason = 'file-unreadable'
WHERE state = 'failed' AND error LIKE 'the service''s file is unreadable: %';
