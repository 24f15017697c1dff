-- Embeddings (issue 28): a space per embedding model (its vectors live in a sqlite-vec vec0 table `memory_vec_{id}`,
-- created when the model's first vector arrives, since its length is known only then), and which memories each space
-- holds, so what is still to embed is found by a query. An edited or deleted memory leaves every space; the vec0
-- table's own triggers (made with it) remove its vector. Derived data: left out of backups, rebuilt after a restore.
CREATE TABLE `embedding_spaces` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`model` text NOT NULL,
	`dimensions` integer NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `embedding_spaces_model_idx` ON `embedding_spaces` (`model`);
--> statement-breakpoint
CREATE TABLE `memory_embedded` (
	`memory_id` integer NOT NULL,
	`space_id` integer NOT NULL,
	PRIMARY KEY (`memory_id`, `space_id`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TRIGGER `memory_embedded_delete` AFTER DELETE ON `memories` BEGIN
	DELETE FROM `memory_embedded` WHERE `memory_id` = old.id;
END;
--> statement-breakpoint
CREATE TRIGGER `memory_embedded_update` AFTER UPDATE OF content ON `memories` BEGIN
	DELETE FROM `memory_embedded` WHERE `memory_id` = old.id;
END;
