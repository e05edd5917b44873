-- A gift's names as the singer should read them ("Siobhan" sung as "Shi-vawn"): the text model's
-- spelling or the giver's correction, shown in the preview and used in the lyrics POSTed; the
-- caption and the share keep the name as typed. JSON: [["Siobhan", "Shi-vawn"], ...].
ALTER TABLE requests ADD COLUMN gift_sung TEXT;
-- The message that asked the giver for a name's spelling: their reply to it sets the spelling.
ALTER TABLE requests ADD COLUMN gift_sung_asked INTEGER;
