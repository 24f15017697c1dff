ALTER TABLE `messages` ADD `superseded` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `messages` ADD `edited_at` text;--> statement-breakpoint
ALTER TABLE `messages` ADD `deleted_at` text;--> statement-breakpoint
CREATE INDEX `messages_reply_to_idx` ON `messages` (`reply_to`);