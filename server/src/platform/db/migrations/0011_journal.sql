CREATE TABLE `journal_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`personality_id` integer NOT NULL,
	`day` text NOT NULL,
	`kind` text NOT NULL,
	`entry` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`personality_id`) REFERENCES `personalities`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `journal_entries_personality_idx` ON `journal_entries` (`personality_id`,`day`);