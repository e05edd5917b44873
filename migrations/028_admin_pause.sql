-- An admin's /pause gets a flag of its own, beside the service's pause (`paused`: wallet or
-- key), so that neither hides or lifts the other: /resume lifts only the admin's, and the
-- service's lifts when the service takes a song. Its value is the id of the admin who paused
-- (0: not known, as for a pause made before this migration).
INSERT INTO flags (name, value, updated_at)
SELECT 'paused_by_admin', '0', updated_at FROM flags WHERE name = 'paused' AND value = 'admin';
DELETE FROM flags WHERE name = 'paused' AND value = 'admin';
