CREATE TABLE `memory_cores` (
	`personality_id` integer NOT NULL,
	`core` text NOT NULL,
	`last_accessed` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`personality_id`, `core`),
	FOREIGN KEY (`personality_id`) REFERENCES `personalities`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `memories` ADD `core` text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE `memories` ADD `mode_context` text DEFAULT 'sanctified' NOT NULL;--> statement-breakpoint
ALTER TABLE `memories` ADD `emotional_depth` integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE `memories` ADD `intimacy_level` integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE `memories` ADD `source_message_id` integer;--> statement-breakpoint
ALTER TABLE `memories` ADD `synced_from` integer;--> statement-breakpoint
CREATE INDEX `memories_core_idx` ON `memories` (`personality_id`,`core`,`id`);--> statement-breakpoint
CREATE INDEX `memories_core_importance_idx` ON `memories` (`personality_id`,`core`,`importance`,`id`);--> statement-breakpoint
CREATE INDEX `memories_core_intimacy_idx` ON `memories` (`personality_id`,`core`,`intimacy_level`);--> statement-breakpoint
CREATE INDEX `memories_source_idx` ON `memories` (`source_message_id`);