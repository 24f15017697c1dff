-- Memory notes (issue 28): a note is a memory with a kind, tied to the owner messages it was drawn from; each
-- personality's mark says up to which owner message its chat was noted; a message edited or restored waits to be noted
-- again. A note left with no source (its messages gone for good) goes with them.
ALTER TABLE `memories` ADD `note_kind` text;--> statement-breakpoint
CREATE INDEX `memories_notes_idx` ON `memories` (`personality_id`,`core`,`id`) WHERE "memories"."note_kind" IS NOT NULL;--> statement-breakpoint
CREATE TABLE `memory_note_sources` (
	`memory_id` integer NOT NULL,
	`message_id` integer NOT NULL,
	PRIMARY KEY(`memory_id`, `message_id`),
	FOREIGN KEY (`memory_id`) REFERENCES `memories`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`message_id`) REFERENCES `messages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `memory_note_sources_message_idx` ON `memory_note_sources` (`message_id`);--> statement-breakpoint
CREATE TABLE `memory_note_marks` (
	`personality_id` integer PRIMARY KEY NOT NULL,
	`noted_up_to` integer NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`personality_id`) REFERENCES `personalities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `memory_note_redo` (
	`message_id` integer PRIMARY KEY NOT NULL,
	`personality_id` integer NOT NULL,
	FOREIGN KEY (`message_id`) REFERENCES `messages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TRIGGER `memory_note_sourceless` AFTER DELETE ON `memory_note_sources`
WHEN NOT EXISTS (SELECT 1 FROM `memory_note_sources` WHERE `memory_id` = OLD.`memory_id`)
BEGIN
	DELETE FROM `memories` WHERE `id` = OLD.`memory_id` AND `note_kind` IS NOT NULL;
END;
