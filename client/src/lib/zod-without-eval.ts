import { z } from "zod";

// Zod probes for eval (Function("")) as each object schema is built, to compile faster parsers. The CSP forbids eval,
// so the probe only failed, and was reported as a policy violation on every page.
z.config({ jitless: true });
