-- Moments per personality, kept by triggers: the memory stats (read by every page, and every 30 s) no longer count
-- every message and memory ever stored. A soft-deleted message is not a moment; undoing the delete counts it again.
CREATE TABLE `moment_counts` (
	`personality_id` integer PRIMARY KEY NOT NULL REFERENCES `personalities`(`id`) ON DELETE CASCADE,
	`messages` integer DEFAULT 0 NOT NULL,
	`memories` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO `moment_counts` (`personality_id`, `messages`, `memories`)
SELECT p.`id`,
	(SELECT count(*) FROM `messages` m WHERE m.`personality_id` = p.`id` AND m.`deleted_at` IS NULL),
	(SELECT count(*) FROM `memories` m WHERE m.`personality_id` = p.`id`)
FROM `personalities` p;
--> statement-breakpoint
CREATE TRIGGER `moment_counts_personality_insert` AFTER INSERT ON `personalities` BEGIN
	INSERT INTO `moment_counts` (`personality_id`) VALUES (new.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `moment_counts_message_insert` AFTER INSERT ON `messages` WHEN new.`deleted_at` IS NULL BEGIN
	UPDATE `moment_counts` SET `messages` = `messages` + 1 WHERE `personality_id` = new.`personality_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `moment_counts_message_delete` AFTER DELETE ON `messages` WHEN old.`deleted_at` IS NULL BEGIN
	UPDATE `moment_counts` SET `messages` = `messages` - 1 WHERE `personality_id` = old.`personality_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `moment_counts_message_update` AFTER UPDATE OF `deleted_at`, `personality_id` ON `messages` BEGIN
	UPDATE `moment_counts` SET `messages` = `messages` - 1 WHERE `personality_id` = old.`personality_id` AND old.`deleted_at` IS NULL;
	UPDATE `moment_counts` SET `messages` = `messages` + 1 WHERE `personality_id` = new.`personality_id` AND new.`deleted_at` IS NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `moment_counts_memory_insert` AFTER INSERT ON `memories` BEGIN
	UPDATE `moment_counts` SET `memories` = `memories` + 1 WHERE `personality_id` = new.`personality_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `moment_counts_memory_delete` AFTER DELETE ON `memories` BEGIN
	UPDATE `moment_counts` SET `memories` = `memories` - 1 WHERE `personality_id` = old.`personality_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `moment_counts_memory_update` AFTER UPDATE OF `personality_id` ON `memories` BEGIN
	UPDATE `moment_counts` SET `memories` = `memories` - 1 WHERE `personality_id` = old.`personality_id`;
	UPDATE `moment_counts` SET `memories` = `memories` + 1 WHERE `personality_id` = new.`personality_id`;
END;
--> statement-breakpoint
-- The newest moment of each personality in one index step, not a scan.
CREATE INDEX `messages_said_time_idx` ON `messages` (`personality_id`, `created_at`) WHERE `deleted_at` IS NULL;
--> statement-breakpoint
CREATE INDEX `memories_time_idx` ON `memories` (`personality_id`, `created_at`);
