// The import rules of the client and the server (issue 35), in one place. `npm test` checks them with
// dependency-cruiser (scripts/dependency-rules.mjs); scripts/dependency-rules.test.ts plants a violation of each kind
// and sees it reported. Paths are relative to the repository root. Each rule says why it is there.

/** The server's domains, lowest first: a domain imports only the domains before it (and the platform and models layers). */
const DOMAINS = [
  "personas",
  "memory",
  "companions",
  "notify",
  "follow-ups",
  "chat",
  "journal",
  "code",
  "exchanges",
  "voice",
  "analytics",
  "archive",
];
/** Tests and what only tests use: they sit above everything, and may reach inside a domain. */
const TESTS = "\\.test\\.tsx?$|^server/test/|^testing/|^scripts/|^e2e/";
/** Our own code (everything else is a package or Node's). */
const OURS = "^(client|server|contract|testing|scripts|e2e)/";
const domainsAfter = (domain) => DOMAINS.slice(DOMAINS.indexOf(domain) + 1);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "platform-imports-no-domain",
      comment:
        "platform (config, errors, clock, settings, secrets, access, scheduler, db, http) is what every domain stands on: " +
        "it imports only itself and contract, never models, a domain or the composition root, or it could not be reused.",
      severity: "error",
      from: { path: "^server/src/platform/", pathNot: TESTS },
      to: { path: OURS, pathNot: "^server/src/platform/|^contract/" },
    },
    {
      name: "models-imports-platform-and-contract",
      comment:
        "models (providers, the offline engine, local models, reply building) answers any domain: it imports only itself, " +
        "platform and contract. What it needs from a domain comes in as data (ReplyRequest), never as an import.",
      severity: "error",
      from: { path: "^server/src/models/", pathNot: TESTS },
      to: { path: OURS, pathNot: "^server/src/(models|platform)/|^contract/" },
    },
    // One rule per domain: it imports no domain after it. Of two domains only the higher may import the lower, so no two
    // domain folders can import each other, whether or not a file-level cycle exists.
    ...DOMAINS.slice(0, -1).map((domain) => ({
      name: "server-domain-order",
      comment:
        `The server's domains import each other in one direction, lowest first: ${DOMAINS.join(", ")}. Something a ` +
        "lower domain needs from a higher one comes in as a port (a small interface of its own, filled by the composition " +
        "root) or moves down. Tests sit above everything and may import any domain.",
      severity: "error",
      from: { path: `^server/src/${domain}/`, pathNot: TESTS },
      to: { path: `^server/src/(${domainsAfter(domain).join("|")})/` },
    })),
    {
      name: "server-domain-entry-file",
      comment:
        "Another domain is used through its entry file (its index.ts says what it offers), so a domain can rearrange its " +
        "inside without breaking the others. Tests and test helpers may reach inside.",
      severity: "error",
      from: { path: "^server/src/([^/]+)/", pathNot: TESTS },
      to: { path: `^server/src/(${DOMAINS.join("|")})/`, pathNot: "^server/src/$1/|^server/src/[^/]+/index\\.ts$" },
    },
    {
      name: "server-root-imported-by-root",
      comment:
        "The composition root (the loose files of server/src: main.ts, app.ts, app-deps.ts, jobs.ts, ...) assembles the " +
        "domains; a domain or layer that imported it would import every domain back. Route factories declare the " +
        "dependencies they use instead of taking AppDeps. Tests may use the root's jobs and seeding.",
      severity: "error",
      from: { path: "^server/src/[^/]+/", pathNot: TESTS },
      to: { path: "^server/src/[^/]+$" },
    },
    {
      name: "no-folder-cycle",
      comment:
        "No two top-level folders of server/src import each other, even without a file-level cycle. Checked on the " +
        "production files alone (scripts/dependency-rules.mjs leaves tests out of this folder view: they sit above " +
        "everything, and server/test's harness imports every domain).",
      severity: "error",
      scope: "folder",
      from: { path: "^server/src/[^/]+$" },
      to: { path: "^server/src/", circular: true },
    },
    {
      name: "production-no-test-code",
      comment:
        "What runs in production (server/src and client/src, their tests aside) imports no test, test helper (server/test, " +
        "client/src/test, testing/) or script: the build would carry it, and a helper changed for a test would change the " +
        "product. Code both need lives in production and the script imports it.",
      severity: "error",
      from: { path: "^(server|client)/src/", pathNot: `${TESTS}|^client/src/test/` },
      to: { path: "\\.test\\.tsx?$|^server/test/|^client/src/test/|^testing/|^scripts/|^e2e/" },
    },
    {
      name: "server-not-client",
      comment: "The server and the client share only contract/: the server never imports the client's code.",
      severity: "error",
      from: { path: "^server/" },
      to: { path: "^client/" },
    },
    {
      name: "client-not-server",
      comment: "The client runs in the browser and talks to the server over HTTP; what both need lives in contract/.",
      severity: "error",
      from: { path: "^client/" },
      to: { path: "^server/" },
    },
    {
      name: "contract-imports-neither",
      comment: "contract/ is shared by client and server (types, schemas, texts): it imports neither of them.",
      severity: "error",
      from: { path: "^contract/" },
      to: { path: "^(client|server)/" },
    },
    {
      name: "client-shared-layers-no-feature",
      comment:
        "The client's shared layers (every folder of client/src but features/ and app/: lib, shared, components, test, " +
        "and any new one) serve every feature: they import no feature and not the app.",
      severity: "error",
      from: { path: "^client/src/(?!features/|app/)[^/]+/" },
      to: { path: "^client/src/(features|app)/" },
    },
    {
      name: "client-feature-fence",
      comment:
        "A feature imports no other feature and not the app: what features share goes to client/src/shared (or lib); a " +
        "page that composes features lives in client/src/app/pages. Holds for every folder of client/src/features, a new " +
        "one included.",
      severity: "error",
      from: { path: "^client/src/features/([^/]+)/" },
      to: { path: "^client/src/(app/|features/(?!$1/))" },
    },
    {
      name: "contract-by-its-alias",
      comment:
        "contract/ is imported as @contract/..., not by a relative path climbing out of client/src (a file that moves " +
        "would break it, and it hides that the import crosses into the shared contract).",
      severity: "error",
      from: { path: "^client/" },
      to: { path: "^contract/", dependencyTypesNot: ["aliased"] },
    },
    {
      name: "resolvable",
      comment: "Every import resolves (Vite's virtual modules aside): an import the cruise could not follow would escape every rule above.",
      severity: "error",
      from: {},
      to: { couldNotResolve: true, pathNot: "^virtual:" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "node_modules" },
    // Type-only imports count: a type import from a higher domain couples the two as much as any other.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".mts", ".js", ".mjs", ".d.ts", ".d.mts"],
      mainFields: ["module", "main", "types", "typings"],
    },
  },
};
