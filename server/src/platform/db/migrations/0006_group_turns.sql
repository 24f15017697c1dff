ALTER TABLE `messages` ADD `group_turn` text;--> statement-breakpoint
CREATE INDEX `messages_group_turn_idx` ON `messages` (`group_turn`);