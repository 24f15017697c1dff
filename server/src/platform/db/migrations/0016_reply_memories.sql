-- Memory the owner can see (issue 28): which recalled memories reached each reply's request, in order (written in the
-- reply's own commit, gone with the reply or the memory), and memories the owner pins, recalled before the others.
CREATE TABLE `reply_memories` (
	`message_id` integer NOT NULL,
	`position` integer NOT NULL,
	`memory_id` integer NOT NULL,
	PRIMARY KEY(`message_id`, `position`),
	FOREIGN KEY (`message_id`) REFERENCES `messages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`memory_id`) REFERENCES `memories`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reply_memories_memory_idx` ON `reply_memories` (`memory_id`);--> statement-breakpoint
ALTER TABLE `memories` ADD `pinned` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `memories_pinned_idx` ON `memories` (`personality_id`,`core`,`id`) WHERE "memories"."pinned" = 1;