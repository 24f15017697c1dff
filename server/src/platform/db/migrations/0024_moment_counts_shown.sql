-- Issue 38: a personality's messages are the lines its chat shows (contract/glossary.ts), as the Export list and the
-- chat pages count them: not deleted, not a reply set aside by a regeneration, not a reply still being written. The
-- Trinity group chat's lines are the Trinity's (not Aeris's and Nova's), the owner's message there, stored once per
-- sister, counted once. The triggers keep that rule from here on; the counts are made again from the rows
-- (`recountMoments` in server/src/personas/moment-counts.ts says the same rule).
DROP TRIGGER `moment_counts_message_insert`;
--> statement-breakpoint
DROP TRIGGER `moment_counts_message_delete`;
--> statement-breakpoint
DROP TRIGGER `moment_counts_message_update`;
--> statement-breakpoint
CREATE TRIGGER `moment_counts_message_insert` AFTER INSERT ON `messages`
WHEN new.`deleted_at` IS NULL AND new.`superseded` = 0 AND NOT (new.`is_from_ai` = 1 AND new.`status` = 'pending')
BEGIN
	UPDATE `moment_counts` SET `messages` = `messages` + 1
	WHERE `personality_id` = (CASE WHEN new.`group_turn` IS NULL THEN new.`personality_id`
		ELSE (SELECT `id` FROM `personalities` WHERE `name` = 'trinity') END)
	AND (new.`group_turn` IS NULL OR new.`is_from_ai` = 1 OR NOT EXISTS (
		SELECT 1 FROM `messages` o WHERE o.`group_turn` = new.`group_turn` AND o.`id` <> new.`id` AND o.`is_from_ai` = 0
		AND o.`deleted_at` IS NULL AND o.`superseded` = 0));
END;
--> statement-breakpoint
CREATE TRIGGER `moment_counts_message_delete` AFTER DELETE ON `messages`
WHEN old.`deleted_at` IS NULL AND old.`superseded` = 0 AND NOT (old.`is_from_ai` = 1 AND old.`status` = 'pending')
BEGIN
	UPDATE `moment_counts` SET `messages` = `messages` - 1
	WHERE `personality_id` = (CASE WHEN old.`group_turn` IS NULL THEN old.`personality_id`
		ELSE (SELECT `id` FROM `personalities` WHERE `name` = 'trinity') END)
	AND (old.`group_turn` IS NULL OR old.`is_from_ai` = 1 OR NOT EXISTS (
		SELECT 1 FROM `messages` o WHERE o.`group_turn` = old.`group_turn` AND o.`id` <> old.`id` AND o.`is_from_ai` = 0
		AND o.`deleted_at` IS NULL AND o.`superseded` = 0));
END;
--> statement-breakpoint
-- The old row's count is taken back, then the new row's given: a change that leaves a line shown counts nothing twice.
CREATE TRIGGER `moment_counts_message_update`
AFTER UPDATE OF `deleted_at`, `superseded`, `status`, `personality_id`, `group_turn`, `is_from_ai` ON `messages`
BEGIN
	UPDATE `moment_counts` SET `messages` = `messages` - 1
	WHERE old.`deleted_at` IS NULL AND old.`superseded` = 0 AND NOT (old.`is_from_ai` = 1 AND old.`status` = 'pending')
	AND `personality_id` = (CASE WHEN old.`group_turn` IS NULL THEN old.`personality_id`
		ELSE (SELECT `id` FROM `personalities` WHERE `name` = 'trinity') END)
	AND (old.`group_turn` IS NULL OR old.`is_from_ai` = 1 OR NOT EXISTS (
		SELECT 1 FROM `messages` o WHERE o.`group_turn` = old.`group_turn` AND o.`id` <> old.`id` AND o.`is_from_ai` = 0
		AND o.`deleted_at` IS NULL AND o.`superseded` = 0));
	UPDATE `moment_counts` SET `messages` = `messages` + 1
	WHERE new.`deleted_at` IS NULL AND new.`superseded` = 0 AND NOT (new.`is_from_ai` = 1 AND new.`status` = 'pending')
	AND `personality_id` = (CASE WHEN new.`group_turn` IS NULL THEN new.`personality_id`
		ELSE (SELECT `id` FROM `personalities` WHERE `name` = 'trinity') END)
	AND (new.`group_turn` IS NULL OR new.`is_from_ai` = 1 OR NOT EXISTS (
		SELECT 1 FROM `messages` o WHERE o.`group_turn` = new.`group_turn` AND o.`id` <> new.`id` AND o.`is_from_ai` = 0
		AND o.`deleted_at` IS NULL AND o.`superseded` = 0));
END;
--> statement-breakpoint
DELETE FROM `moment_counts`;
--> statement-breakpoint
INSERT INTO `moment_counts` (`personality_id`, `messages`, `memories`)
SELECT p.`id`,
	(SELECT count(*) FROM `messages` m WHERE m.`personality_id` = p.`id` AND m.`group_turn` IS NULL
		AND m.`deleted_at` IS NULL AND m.`superseded` = 0 AND NOT (m.`is_from_ai` = 1 AND m.`status` = 'pending'))
	+ (CASE WHEN p.`name` = 'trinity' THEN
		(SELECT count(*) FROM `messages` m WHERE m.`group_turn` IS NOT NULL AND m.`is_from_ai` = 1
			AND m.`deleted_at` IS NULL AND m.`superseded` = 0 AND m.`status` <> 'pending')
		+ (SELECT count(DISTINCT m.`group_turn`) FROM `messages` m WHERE m.`group_turn` IS NOT NULL AND m.`is_from_ai` = 0
			AND m.`deleted_at` IS NULL AND m.`superseded` = 0)
		ELSE 0 END),
	(SELECT count(*) FROM `memories` m WHERE m.`personality_id` = p.`id`)
FROM `personalities` p;
