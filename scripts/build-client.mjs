import { build } from "vite";

await build({ logLevel: "warn" });
