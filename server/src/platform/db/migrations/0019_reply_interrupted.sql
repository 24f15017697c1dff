-- A reply the owner stopped while it was being written (issue 29): it keeps what was written so far, marked interrupted.
ALTER TABLE `messages` ADD `interrupted` integer DEFAULT false NOT NULL;
