// `npm test`'s "dependency rules": dependency-cruiser reads every import of the client, the server, contract and their
// tests, and checks them against the rules in .dependency-cruiser.cjs. Prints how many modules and imports it read (a
// cruise that read nothing fails: without a TypeScript parser it would find no violation) and each rule broken; exits
// non-zero on any. The folder-cycle rule is checked on the server's production files alone (see the rule's comment).
// Run: node scripts/dependency-rules.mjs [--json] [--root DIR]   (DIR: another tree laid out like this one; the rules'
// test plants violations in one)
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { redirectTypescriptToVersion6 } from "./dependency-rules/typescript-6.mjs";

redirectTypescriptToVersion6();
const { cruise } = await import("dependency-cruiser");
const { default: extractOptions } = await import("dependency-cruiser/config-utl/extract-depcruise-options");
const { default: extractTsConfig } = await import("dependency-cruiser/config-utl/extract-ts-config");

const { values: args } = parseArgs({ options: { json: { type: "boolean", default: false }, root: { type: "string" } } });
const configFile = path.resolve(import.meta.dirname, "../.dependency-cruiser.cjs");
process.chdir(args.root ? path.resolve(args.root) : path.resolve(import.meta.dirname, ".."));

const options = await extractOptions(configFile);
const rules = options.ruleSet.forbidden;
const resolveOptions = options.enhancedResolveOptions;
const transpileOptions = { tsConfig: extractTsConfig(options.tsConfig.fileName) };
const TESTS = ["\\.test\\.tsx?$", "^server/test/"];

const everything = await cruise(
  ["client/src", "server", "contract", "testing", "scripts", "e2e"].filter((folder) => existsSync(folder)),
  { ...options, ruleSet: { forbidden: rules.filter((r) => r.scope !== "folder") } },
  resolveOptions,
  transpileOptions,
);
const serverFolders = await cruise(
  ["server/src"],
  { ...options, exclude: { path: [options.exclude.path, ...TESTS] }, ruleSet: { forbidden: rules.filter((r) => r.scope === "folder") } },
  resolveOptions,
  transpileOptions,
);

const { totalCruised: modules, totalDependenciesCruised: dependencies } = everything.output.summary;
const violations = [...everything.output.summary.violations, ...serverFolders.output.summary.violations].map((v) => ({
  rule: v.rule.name,
  from: v.from,
  to: v.to,
  ...(v.cycle ? { cycle: v.cycle.map((c) => c.name) } : {}),
}));

if (args.json) console.log(JSON.stringify({ modules, dependencies, violations }));
else {
  const comments = new Map(rules.map((r) => [r.name, r.comment]));
  for (const name of new Set(violations.map((v) => v.rule))) {
    console.log(`✗ ${name}: ${comments.get(name)}`);
    for (const v of violations.filter((x) => x.rule === name))
      console.log(`    ${v.from} → ${v.to}${v.cycle ? ` (${v.cycle.join(" → ")})` : ""}`);
  }
  console.log(`dependency rules: ${modules} modules and ${dependencies} imports cruised, ${violations.length} violations`);
}
// Without a TypeScript parser dependency-cruiser skips every .ts file and still reads the .mjs ones: a cruise that read
// no TypeScript read nearly nothing, and would find no violation.
const typescriptModules = everything.output.modules.filter((m) => /\.tsx?$/.test(m.source)).length;
const readNothing = typescriptModules === 0 || dependencies === 0;
if (readNothing)
  console.error("dependency rules: no TypeScript file was cruised (is typescript@6 installed in scripts/dependency-rules/typescript-6?)");
process.exitCode = violations.length > 0 || readNothing ? 1 : 0;
