-- Companions of the owner's own (issue 31): personalities beside the seeds', each a row of `personalities` (kind
-- "companion", its slug as its name) and a profile here. The portrait is stored re-encoded and shrunk; a card's
-- extensions and unused fields are kept as they came, for export.
ALTER TABLE `personalities` ADD `kind` text DEFAULT 'seed' NOT NULL;--> statement-breakpoint
CREATE TABLE `companions` (
	`personality_id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`personality` text DEFAULT '' NOT NULL,
	`scenario` text DEFAULT '' NOT NULL,
	`greeting` text DEFAULT '' NOT NULL,
	`alternate_greetings` text DEFAULT '[]' NOT NULL,
	`example_dialogue` text DEFAULT '' NOT NULL,
	`accent` text NOT NULL,
	`voice` text NOT NULL,
	`portrait` blob,
	`portrait_type` text,
	`portrait_version` integer DEFAULT 0 NOT NULL,
	`extensions` text DEFAULT '{}' NOT NULL,
	`card` text DEFAULT '{}' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`personality_id`) REFERENCES `personalities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- Who speaks in an exchange when the owner seated others than its kind's own (a bridge pair, a council of 2 to 6):
-- their route names as JSON, in speaking order; NULL: the kind's default members.
ALTER TABLE `exchanges` ADD `members` text;
