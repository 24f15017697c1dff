import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config.ts";

export default mergeConfig(
  viteConfig,
  defineConfig({
    root: ".",
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: "unit",
            root: ".",
            include: ["contract/**/*.test.ts", "server/**/*.test.ts", "client/src/**/*.test.ts"],
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
