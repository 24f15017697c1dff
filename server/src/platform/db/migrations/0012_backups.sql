CREATE TABLE `backups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`backup_type` text NOT NULL,
	`file_name` text NOT NULL,
	`record` text NOT NULL,
	`created_at` text NOT NULL
);
