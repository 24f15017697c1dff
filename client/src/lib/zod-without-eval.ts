// The client's "zod" (vite.config.ts aliases the bare import here): zod itself, configured before any module can build
// a schema with it. Zod probes for eval (Function("")) to compile faster parsers; the CSP forbids eval, so the probe
// only failed, and was reported as a policy violation on every page. Configuring it from the app's entry was not
// enough: the bundler hoists schemas into shared chunks that run before the entry's own code.
import { z } from "zod/v4";

z.config({ jitless: true });

export * from "zod/v4";
