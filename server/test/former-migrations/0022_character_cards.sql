-- Character cards (issue 31): what an imported card held beyond the companion's own fields (the normalised card of
-- contract/cards.ts without its lore entries), kept so an export gives it back, and the card's lorebook as lore entries
-- (keys and content used, the rest of each entry kept as it came). Both go with their personality.
CREATE TABLE `character_cards` (
	`personality_id` integer PRIMARY KEY NOT NULL,
	`card` text NOT NULL,
	`imported_at` text NOT NULL,
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
