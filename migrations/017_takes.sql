-- Another take (bot/pipeline/takes.py): the same lyrics and style sung again as a request of its
-- own. `take_of` is the first take's id (every later take points to it), `take` its number
-- among them (2, 3, ...; NULL for a first take).
ALTER TABLE requests ADD COLUMN take_of INTEGER;
ALTER TABLE requests ADD COLUMN take INTEGER;
-- One open question ("another take?") per song at a time: a press met twice asks once.
CREATE UNIQUE INDEX requests_open_take ON requests (take_of)
    WHERE state = 'draft' AND take_of IS NOT NULL;
-- A song's takes, for the number of the next one.
CREATE INDEX requests_takes ON requests (take_of, take) WHERE take_of IS NOT NULL;
