-- Lore (issue 31): a character card's lorebook (`character_book`), kept with the personality it made: the book's own
-- fields (name, scan depth, extensions, ...) as they came, and each entry a row (keys, content, insertion order and
-- enabled used; the rest of the entry kept as it came, for export). Both go with their personality.
CREATE TABLE `lore_books` (
	`personality_id` integer PRIMARY KEY NOT NULL,
	`book` text NOT NULL,
	FOREIGN KEY (`personality_id`) REFERENCES `personalities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `lore_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`personality_id` integer NOT NULL,
	`position` integer NOT NULL,
	`keys` text NOT NULL,
	`content` text NOT NULL,
	`insertion_order` real NOT NULL,
	`enabled` integer NOT NULL,
	`rest` text NOT NULL,
	FOREIGN KEY (`personality_id`) REFERENCES `personalities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lore_entries_personality_idx` ON `lore_entries` (`personality_id`,`position`);
