DROP INDEX `memories_core_intimacy_idx`;--> statement-breakpoint
CREATE INDEX `memories_core_bond_idx` ON `memories` (`personality_id`,`core`,`mode_context`,`intimacy_level`);