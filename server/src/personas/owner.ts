import { DEFAULT_OWNER_NAME } from "@contract/chat";
import type { Db } from "../platform/db/connection";
import { readSetting } from "../platform/settings";

export const OWNER_NAME_KEY = "owner_name";

/** The name every personality calls the owner by ({name} in the spec). */
export const ownerName = (db: Db): string => readSetting<string>(db, OWNER_NAME_KEY) ?? DEFAULT_OWNER_NAME;
