CREATE TABLE `exchange_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`exchange_id` integer NOT NULL,
	`personality` text NOT NULL,
	`speaker` text NOT NULL,
	`role` text NOT NULL,
	`cycle_number` integer NOT NULL,
	`content` text NOT NULL,
	`emotion` text NOT NULL,
	`word_count` integer NOT NULL,
	`response_time_ms` integer DEFAULT 0 NOT NULL,
	`extras` text,
	`provider` text,
	`model` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`exchange_id`) REFERENCES `exchanges`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `exchange_messages_exchange_idx` ON `exchange_messages` (`exchange_id`,`id`);--> statement-breakpoint
CREATE TABLE `exchanges` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`status` text NOT NULL,
	`mode` text NOT NULL,
	`live` integer DEFAULT false NOT NULL,
	`cycles` integer NOT NULL,
	`opening` text NOT NULL,
	`supervised` integer DEFAULT true NOT NULL,
	`next_cycle` integer DEFAULT 1 NOT NULL,
	`next_speaker` integer DEFAULT 0 NOT NULL,
	`stop_reason` text,
	`error` text,
	`cleared_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `exchanges_kind_idx` ON `exchanges` (`kind`,`id`);--> statement-breakpoint
CREATE INDEX `exchanges_status_idx` ON `exchanges` (`status`);--> statement-breakpoint
ALTER TABLE `memories` ADD `source_exchange_id` integer;