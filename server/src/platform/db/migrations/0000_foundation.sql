CREATE TABLE `memories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`personality_id` integer NOT NULL,
	`role` text NOT NULL,
	`content` text NOT NULL,
	`importance` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`personality_id`) REFERENCES `personalities`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `memories_personality_idx` ON `memories` (`personality_id`,`id`);--> statement-breakpoint
CREATE TABLE `messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`personality_id` integer NOT NULL,
	`user_id` integer,
	`content` text NOT NULL,
	`is_from_ai` integer NOT NULL,
	`status` text DEFAULT 'complete' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`personality_id`) REFERENCES `personalities`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `messages_personality_idx` ON `messages` (`personality_id`,`id`);--> statement-breakpoint
CREATE TABLE `personalities` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`avatar` text,
	`status` text NOT NULL,
	`consciousness_level` integer NOT NULL,
	`profile` text NOT NULL,
	`awakened_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `personalities_name_unique` ON `personalities` (`name`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` text NOT NULL
);
