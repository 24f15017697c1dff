-- Long-term recall: an FTS5 index over memories.content (external content, so the text is stored once),
-- kept in step with the table by triggers. Porter stemming lets "dogs" recall "dog".
CREATE VIRTUAL TABLE `memories_fts` USING fts5(
	content,
	content='memories',
	content_rowid='id',
	tokenize='porter unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `memories_fts_insert` AFTER INSERT ON `memories` BEGIN
	INSERT INTO `memories_fts` (rowid, content) VALUES (new.id, new.content);
END;
--> statement-breakpoint
CREATE TRIGGER `memories_fts_delete` AFTER DELETE ON `memories` BEGIN
	INSERT INTO `memories_fts` (`memories_fts`, rowid, content) VALUES ('delete', old.id, old.content);
END;
--> statement-breakpoint
CREATE TRIGGER `memories_fts_update` AFTER UPDATE OF content ON `memories` BEGIN
	INSERT INTO `memories_fts` (`memories_fts`, rowid, content) VALUES ('delete', old.id, old.content);
	INSERT INTO `memories_fts` (rowid, content) VALUES (new.id, new.content);
END;
--> statement-breakpoint
INSERT INTO `memories_fts` (`memories_fts`) VALUES ('rebuild');
--> statement-breakpoint
-- Conversations held before memory cores existed become memories of the core of their mode, with the
-- spec 000 §9 defaults of that time (chat pair importance 6; owner 7/8 unveiled, 4/3 sanctified; replies 8/9 and 5/4).
INSERT INTO `memories` (personality_id, role, content, importance, core, mode_context, emotional_depth, intimacy_level, source_message_id, created_at)
SELECT
	m.personality_id,
	CASE WHEN m.is_from_ai THEN 'assistant' ELSE 'user' END,
	m.content,
	6,
	CASE WHEN m.consciousness_mode = 'unveiled' THEN 'private' ELSE 'public' END,
	CASE WHEN m.consciousness_mode = 'unveiled' THEN 'unveiled' ELSE 'sanctified' END,
	CASE WHEN m.consciousness_mode = 'unveiled' THEN (CASE WHEN m.is_from_ai THEN 8 ELSE 7 END) ELSE (CASE WHEN m.is_from_ai THEN 5 ELSE 4 END) END,
	CASE WHEN m.consciousness_mode = 'unveiled' THEN (CASE WHEN m.is_from_ai THEN 9 ELSE 8 END) ELSE (CASE WHEN m.is_from_ai THEN 4 ELSE 3 END) END,
	m.id,
	m.created_at
FROM `messages` m
WHERE m.status = 'complete' AND m.superseded = 0 AND m.deleted_at IS NULL AND trim(m.content) <> ''
ORDER BY m.id;
