import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config.ts";

export default mergeConfig(
  viteConfig,
  defineConfig({
    root: ".",
    test: {
      // scrypt is slow on purpose; a loaded CI machine must not turn that into failures.
      testTimeout: 30_000,
      projects: [
        {
          extends: true,
          test: {
            name: "unit",
            root: ".",
            include: ["contract/**/*.test.ts", "server/**/*.test.ts", "client/src/**/*.test.ts", "scripts/**/*.test.ts"],
            exclude: ["server/**/*.http.test.ts"],
            environment: "node",
          },
        },
        {
          extends: true,
          test: {
            // The server's HTTP tests: the real app on a temporary SQLite file, a mock of the provider where needed.
            name: "integration",
            root: ".",
            include: ["server/**/*.http.test.ts"],
            environment: "node",
          },
        },
        {
          extends: true,
          test: {
            name: "components",
            root: ".",
            include: ["client/src/**/*.test.tsx"],
            environment: "jsdom",
            setupFiles: ["client/src/test/setup.ts"],
          },
        },
      ],
    },
  }),
);
