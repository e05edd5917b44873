-- A song's video for sharing, once Telegram has it: a second press sends it again by this file
-- id, without making or uploading it again. NULL: no video sent yet.
ALTER TABLE requests ADD COLUMN video_file_id TEXT;
