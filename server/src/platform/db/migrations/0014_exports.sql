CREATE TABLE `exports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`scope` text NOT NULL,
	`format` text NOT NULL,
	`status` text NOT NULL,
	`progress` real DEFAULT 0 NOT NULL,
	`bytes` integer,
	`sha256` text,
	`holds` text,
	`error` text,
	`created_at` text NOT NULL,
	`finished_at` text
);
