ALTER TABLE `messages` ADD `reply_to` integer;--> statement-breakpoint
ALTER TABLE `messages` ADD `consciousness_mode` text;--> statement-breakpoint
ALTER TABLE `messages` ADD `emotion` text;--> statement-breakpoint
ALTER TABLE `messages` ADD `word_count` integer;--> statement-breakpoint
ALTER TABLE `messages` ADD `response_time_ms` integer;--> statement-breakpoint
ALTER TABLE `messages` ADD `provider` text;--> statement-breakpoint
ALTER TABLE `messages` ADD `model` text;--> statement-breakpoint
ALTER TABLE `messages` ADD `error` text;