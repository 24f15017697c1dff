-- Personalities that write first (issue 30): what the owner said would happen and when it is asked about, and the
-- messages a personality wrote unprompted (asking about a follow-up, or a greeting).
CREATE TABLE `follow_ups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`personality_id` integer NOT NULL,
	`source_message_id` integer NOT NULL,
	`position` integer NOT NULL,
	`what` text NOT NULL,
	`phrase` text NOT NULL,
	`due_at` text NOT NULL,
	`precision` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`corrected` integer DEFAULT false NOT NULL,
	`sent_message_id` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`personality_id`) REFERENCES `personalities`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`source_message_id`) REFERENCES `messages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sent_message_id`) REFERENCES `messages`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `follow_ups_source_idx` ON `follow_ups` (`source_message_id`,`position`);--> statement-breakpoint
CREATE INDEX `follow_ups_due_idx` ON `follow_ups` (`status`,`due_at`);--> statement-breakpoint
ALTER TABLE `messages` ADD `unprompted` text;--> statement-breakpoint
CREATE INDEX `messages_unprompted_idx` ON `messages` (`created_at`) WHERE "messages"."unprompted" IS NOT NULL;
