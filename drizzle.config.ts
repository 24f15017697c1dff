import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: "./server/src/platform/db/schema.ts",
  out: "./server/src/platform/db/migrations",
});
