/**
 * Every release of Citadel and the migrations it shipped first, each with its `when` and the SHA-256 of its text (LF
 * line ends). A shipped migration is frozen: owners' databases applied it, so a change to it would reach nobody who
 * already has it (make a new migration instead). server/src/platform/db/journal.test.ts fails when one differs from
 * the journal, when the list is not the journal's beginning, or when a migration of the journal is listed under no
 * release. The newest release is package.json's version; a set of changes that adds a migration moves the version
 * and lists the migration here under it (CHANGELOG.md, "How a release is made").
 */
export type Release = {
  version: string;
  /** The commit of the release, once made (the one that follows it names it). */
  commit: string | null;
  /** `[tag, when, sha256]` of each migration it shipped first, in journal order. */
  migrations: readonly (readonly [string, number, string])[];
};

export const RELEASES: readonly Release[] = [
  {
    version: "0.1.0",
    commit: "ea556b92dd47cbafab36624c8b261efbe0d2ba2e",
    migrations: [
      ["0000_foundation", 1795249528048, "f518e8f58bf3e705834b1b0dea30a26c0506f9c7f27566398d0124442148ecb1"],
      ["0001_chat_turns", 1795250587142, "fe1a9a77614ae04e712ff4f855c14c32af4583ef40f5fc944f341c81b0a9a8de"],
      ["0002_message_alternatives", 1795251048162, "ef49e28b844f45c6c2508c45df82a2fa1a56583372e8d421464e85619d557fa5"],
      ["0003_memory_cores", 1795251156523, "dc9911660f97c4b7911c4107675649655279a49d6e708feff8f5c33c1da28275"],
      ["0004_memory_fts", 1795251162463, "2136b71e999b37744c2074e20ed91431a6a7dd6653c468761e9aab9a365ef9ae"],
      ["0005_memory_bond_index", 1795253345739, "0689cd82513ee99b95ed40ae5495867a395a40a98eb2156c2ad53f421c61ef63"],
      ["0006_group_turns", 1795259226349, "d4e41e468b06f49a7640273fcc5430b76ffa1c86c88432e18aff01ff9a516203"],
      ["0007_message_images", 1795262041351, "a1416404dbec804468ed2654d770483bd67ec7139982d18e5b78b9db03655804"],
      ["0008_group_owner_index", 1795264456904, "872e5881f14f7ab5d5e2c78821f1fb6fa4cbdfefcece6bb4688611ccda24d543"],
      ["0009_moment_counts", 1795264556904, "be158374b54b9cef52b54d117a96c1982e54269566c59693f0ff841d5b179a67"],
      ["0010_exchanges", 1795507775630, "e0e35293cabb12bc857d3b303e98ad96c711d8dceafe6d2055cdc1306cff15e5"],
      ["0011_journal", 1795510552649, "8f1382b28e963d5b9088bcb29189370340efeb49502cecd11008fd7e4a59335f"],
      ["0012_backups", 1795510791070, "4fd8eca8972058e2ddbff75598cc821276d8a847c7d0089751340c6392b1bc2a"],
      ["0013_code_terminal", 1795512363897, "7ac6160090a854944a75b24aa103563d16d8b012d9b4a01d904e41d0bd6fc79b"],
      ["0014_exports", 1795516225179, "bea596342f47c0f4c41751b72946443772e7b645d41204ab86c1249cf55783e3"],
    ],
  },
  {
    version: "0.2.0",
    commit: null,
    migrations: [
      ["0015_embeddings", 1795516285179, "eef1268a13b4bd57e757fb0e0658a1013f3104052dd4b7a98bcd0fbd783d3b85"],
      ["0016_reply_memories", 1795676863764, "116e1eb9c89aeb94af13095e02d5366ad39c846942287648371a548f934840a3"],
      ["0017_memory_notes", 1796000017000, "ceff096ce49500b2276cb869fa960518b78c65d67188af2799179aba22010bc6"],
      ["0019_reply_interrupted", 1796000019000, "ece18201f4285e755350b9a5dfdeddaf391e4bc249203b8a537bb5623dc8ab44"],
      ["0020_follow_ups", 1796000020000, "d1b4d4c47cf2066d2ea202eee934ba4a255f41b574a4d50d452539c9a2078fa4"],
      ["0021_push_subscriptions", 1796000021000, "999c0c5d02b99f556d942f562794f7ee469890a43b37d4c385a8733478c8c9b2"],
      ["0022_lore", 1796000022000, "7653b2f2af7a734c6b9b743c48d7d1530f46e3959dfcb113dcde7146656cc22a"],
      ["0023_companions", 1796000023000, "dacda7d5ea89c8b487b3039318928ea85c41c39e8b232e7865bf45a8396ec661"],
    ],
  },
];
