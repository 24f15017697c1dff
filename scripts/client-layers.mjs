// How the client calls the server and how its features import each other (issue 27): cross-feature imports, deep
// relative contract imports, raw fetch calls, hand-thrown ApiErrors, `instanceof ApiError` checks and response types
// written inline in a call's generic. Also checks that every feature folder has its import fence in biome.json.
// Run: node scripts/client-layers.mjs [-v]
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const root = process.cwd();
const src = join(root, "client/src");
const files = [];
(function walk(d) {
  for (const f of readdirSync(d)) {
    const p = join(d, f);
    statSync(p).isDirectory() ? walk(p) : /\.(ts|tsx)$/.test(f) && files.push(p);
  }
})(src);
const feat = (p) => {
  const m = relative(join(src, "features"), p).split("/");
  return m[0] === ".." || m.length < 2 ? null : m[0];
};
let cross = 0,
  deep = 0,
  fetches = 0,
  newApi = 0,
  inst = 0,
  inline = 0;
const byPair = {};
const details = { fetch: [], newApi: [], inst: [], inline: [], deep: [] };
for (const f of files) {
  const text = readFileSync(f, "utf8");
  const rel = relative(root, f);
  const isTest = /\.test\.tsx?$/.test(f);
  for (const m of text.matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)) {
    const spec = m[1];
    let target = null;
    if (spec.startsWith("@/")) target = join(src, spec.slice(2));
    else if (spec.startsWith(".")) target = resolve(dirname(f), spec);
    if (spec.startsWith(".") && spec.includes("contract")) {
      deep++;
      details.deep.push(rel);
    }
    if (!target) continue;
    const a = feat(f),
      b = feat(target);
    if (a && b && a !== b) {
      cross++;
      byPair[`${a}->${b}`] = (byPair[`${a}->${b}`] ?? 0) + 1;
    }
  }
  if (isTest) continue;
  for (const _ of text.matchAll(/(?<![.\w])fetch\(/g)) {
    fetches++;
    details.fetch.push(rel);
  }
  for (const _ of text.matchAll(/new ApiError\(/g)) {
    newApi++;
    details.newApi.push(rel);
  }
  for (const _ of text.matchAll(/instanceof ApiError/g)) {
    inst++;
    details.inst.push(rel);
  }
  for (const _ of text.matchAll(/(?:apiRequest|useQuery|useSuspenseQuery|queryOptions|getJson|sendJson|useMutation)<\s*\{/g)) {
    inline++;
    details.inline.push(rel);
  }
}
console.log({
  files: files.length,
  crossFeatureImports: cross,
  deepContractImports: deep,
  rawFetch: fetches,
  newApiError: newApi,
  instanceofApiError: inst,
  inlineResponseTypes: inline,
});
if (process.argv[2] === "-v") console.log(byPair, details);

const biome = JSON.parse(readFileSync(join(root, "biome.json"), "utf8"));
const fenced = new Set(
  (biome.overrides ?? [])
    .flatMap((o) => o.includes)
    .map((inc) => inc.match(/^client\/src\/features\/([^/]+)\/\*\*$/)?.[1])
    .filter(Boolean),
);
const unfenced = readdirSync(join(src, "features")).filter((f) => !fenced.has(f));
if (unfenced.length) {
  console.error(`features without an import fence in biome.json: ${unfenced.join(", ")}`);
  process.exitCode = 1;
}
