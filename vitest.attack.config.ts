import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** The attack suite (testing/attack): its own run, after the server is built (scripts/attack.mjs). */
export default defineConfig({
  resolve: { alias: { "@contract": fileURLToPath(new URL("./contract", import.meta.url)) } },
  test: {
    name: "attack",
    include: ["testing/attack/**/*.attack.ts"],
    environment: "node",
    globalSetup: ["testing/attack/global-setup.ts"],
    testTimeout: 600_000,
    hookTimeout: 120_000,
    // The crash test spawns servers and the fuzzer loads one: one file at a time keeps their timings honest.
    fileParallelism: false,
  },
});
