CREATE TABLE `message_images` (
	`message_id` integer PRIMARY KEY NOT NULL,
	`data` blob NOT NULL,
	FOREIGN KEY (`message_id`) REFERENCES `messages`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `messages` ADD `image_type` text;