// `node scripts/check-guide.mjs [files…]` (run by `npm test` as "guide"): fails, naming file and line, when a document
// quotes a path or a name the code no longer has. The rules, as docs/ARCHITECTURE.md states them at its top:
// - Each document: at most 400 lines, none over 120 characters.
// - A backticked path (a word holding a "/" or ending in a file extension) must exist, from the repository's root or
//   beside a path quoted earlier in the same section (under that folder, or in that file's folder; a section runs
//   from one heading to the next). A "*" matches any name; the pattern must match something. Not paths: URL paths
//   ("/api/…"), the data folder ("DATA_DIR/…"), anything with a placeholder ("{…}", "<…>", "…").
// - A backticked name in camelCase, PascalCase or CONSTANT_CASE (also "a.b" and "f(…)") must be declared in the
//   repository's code: after function, const, let, var, class, interface, type or enum, in an export list, or as a
//   key or method at the start of a line ("name:", "name(", "name ="). A snake_case name must appear as a word in the
//   code or the SQL migrations. A name quoted with a file ("`name` (`file`", "`file` (`name`", "`name` in `file`",
//   "(`file`, `name`, …)") must be declared in that file (an import does not count).
// - "npm run <script>" must be a script of package.json, and "npm run bench -- <name>" a bench of scripts/bench.
// - A relative Markdown link must lead to a file; a backticked span may not be broken across lines.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const DEFAULT_DOCS = ["docs/ARCHITECTURE.md", "README.md", "docs/BENCHMARKS.md", "docs/DECISIONS.md", "CHANGELOG.md"];
const MAX_LINES = 400;
const MAX_WIDTH = 120;
const SKIPPED_DIRS = new Set(["node_modules", ".git", "dist", "data", ".tmp", "test-results", "playwright-report"]);
const CODE_EXT = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const FILE_EXT = /\.(ts|tsx|mts|cts|js|mjs|cjs|json|jsonl|sql|md|css|html|svg|png|webmanifest|yml|yaml|txt|sh)$/;

/** Every file of the repository (relative, with "/"), outside build output, data and dependencies. */
function listFiles(dir = root, rel = "") {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIPPED_DIRS.has(entry.name)) continue;
    const relPath = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...listFiles(path.join(dir, entry.name), relPath));
    else files.push(relPath);
  }
  return files;
}

/**
 * The names the code declares (in all, and file by file), and (for snake_case) every word the code and the
 * migrations hold.
 */
function indexCode(files) {
  const declared = new Set();
  const declaredIn = new Map();
  const words = new Set();
  for (const file of files) {
    const isCode = CODE_EXT.test(file);
    if (!isCode && !file.endsWith(".sql")) continue;
    const text = readFileSync(path.join(root, file), "utf8");
    for (const [word] of text.matchAll(/[A-Za-z_$][\w$]*/g)) words.add(word);
    if (!isCode) continue;
    const own = new Set();
    declaredIn.set(file, own);
    const add = (name) => {
      if (!name) return;
      declared.add(name);
      own.add(name);
    };
    for (const m of text.matchAll(/\b(?:function\*?|const|let|var|class|interface|type|enum|namespace)\s+([A-Za-z_$][\w$]*)/g)) add(m[1]);
    for (const m of text.matchAll(/\b(?:const|let|var)\s*\{([^}]*)\}\s*=/g)) {
      for (const part of m[1].split(",")) add((part.includes(":") ? part.split(":")[1] : part).split("=")[0].replace("...", "").trim());
    }
    for (const m of text.matchAll(/\bexport\s+(?:type\s+)?\{([^}]*)\}/g)) {
      for (const part of m[1].split(",")) for (const name of part.replace(/\btype\b/, "").split(/\bas\b/)) add(name.trim());
    }
    // Imported names count as the code's (a library's `Unzip`), but not as declared in the importing file.
    for (const m of text.matchAll(/\bimport\s+(?:type\s+)?([\w$]+)?\s*,?\s*(?:\{([^}]*)\})?\s*from\b/g)) {
      const names = [m[1], ...(m[2] ?? "").split(",").flatMap((part) => part.replace(/\btype\b/, "").split(/\bas\b/))];
      for (const name of names) if (name?.trim()) declared.add(name.trim());
    }
    const member =
      /^\s*(?:(?:public|private|protected|readonly|static|async|get|set|declare|override|abstract|export|default)\s+)*\*?([A-Za-z_$][\w$]*)\??\s*(?::|\(|<|=)/gm;
    for (const m of text.matchAll(member)) add(m[1]);
  }
  return { declared, declaredIn, words };
}

/** The script names of package.json and the bench names of scripts/bench/index.ts. */
function commandNames() {
  const scripts = new Set(Object.keys(JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).scripts ?? {}));
  const benchIndex = path.join(root, "scripts/bench/index.ts");
  const benches = new Set();
  if (existsSync(benchIndex)) {
    const table = readFileSync(benchIndex, "utf8").match(/const benches\b[\s\S]*?=\s*\{\n([\s\S]*?)\n\};/)?.[1] ?? "";
    for (const m of table.matchAll(/^\s*"?([\w-]+)"?\s*:/gm)) benches.add(m[1]);
  }
  return { scripts, benches };
}

const isPlaceholderOrUrl = (span) => /^[/~@]|:\/\/|[{}<>…]|^[A-Z][A-Z0-9_]*\//.test(span);
const looksLikePath = (span) => !/\s/.test(span) && !span.startsWith(".") && (span.includes("/") || FILE_EXT.test(span));
const escapeRegex = (s) => s.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
const globRegex = (pattern) =>
  new RegExp(
    `^${pattern
      .split("**")
      .map((part) => part.split("*").map(escapeRegex).join("[^/]*"))
      .join(".*")}$`,
  );
const kindOfName = (name) => {
  if (/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(name)) return "constant";
  if (/^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/.test(name)) return "snake";
  if (/^[a-z_$][\w$]*[A-Z][\w$]*$/.test(name) || /^[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*$/.test(name)) return "declared";
  return null;
};

/** The problems of one document: each "file:line: what". */
function checkDocument(docPath, { files, dirs, code, commands }) {
  const problems = [];
  const display = path.relative(root, docPath).startsWith("..") ? docPath : path.relative(root, docPath);
  const report = (line, message) => problems.push(`${display}:${line}: ${message}`);
  const lines = readFileSync(docPath, "utf8").split("\n");
  if (lines.at(-1) === "") lines.pop();
  if (lines.length > MAX_LINES) report(lines.length, `${lines.length} lines, more than ${MAX_LINES}`);
  const paths = [...files, ...dirs];
  const isDir = (rel) => dirs.has(rel);
  const exists = (rel) => files.has(rel) || isDir(rel);
  let sectionFolders = [];
  let inFence = false;

  const checkPath = (span, lineNo) => {
    const clean = span.replace(/\/$/, "");
    const bases = ["", ...sectionFolders];
    if (clean.includes("*")) {
      const pattern = globRegex(clean);
      const matches = clean.includes("/")
        ? paths.some((f) => bases.some((base) => f.startsWith(base) && pattern.test(f.slice(base.length))))
        : [...files].some((f) => pattern.test(f.split("/").at(-1)));
      if (!matches) report(lineNo, `\`${span}\`: no file matches this pattern`);
      return null;
    }
    const found = bases.map((base) => base + clean).find(exists);
    if (!found) report(lineNo, `\`${span}\`: no such path (from the root, or beside a path quoted earlier in this section)`);
    else sectionFolders.push(isDir(found) ? `${found}/` : found.slice(0, found.lastIndexOf("/") + 1));
    return found && !isDir(found) ? found : null;
  };
  /** A name quoted as being in a file ("`name` (`file`", "`file` (`name`", "`name` in `file`", "(`file`, `name`)"). */
  const checkPairs = (line, resolved, lineNo) => {
    const pairs = [];
    const fileOf = (span) => resolved.get(span);
    const isName = (span) => {
      const name = span.replace(/\(\)$/, "");
      return /^[a-z$][\w$]*$/.test(name) ? !name.includes("_") : ["declared", "constant"].includes(kindOfName(name));
    };
    for (const [, a, b] of line.matchAll(/`([^`]+)` (?:\(|in )`([^`]+)`/g)) {
      if (isName(a) && fileOf(b)) pairs.push([a, fileOf(b)]);
      else if (fileOf(a) && isName(b) && !line.includes(`\`${a}\` in \``)) pairs.push([b, fileOf(a)]);
    }
    for (const [, group] of line.matchAll(/\(([^()]*)\)/g)) {
      const lone = group
        .split(/[:;]/)[0]
        .split(",")
        .map((part) => part.trim().match(/^`([^`]+)`$/)?.[1])
        .filter(Boolean);
      const files = lone.filter(fileOf);
      if (files.length === 1) for (const name of lone.filter(isName)) pairs.push([name, fileOf(files[0])]);
    }
    for (const [span, file] of pairs) {
      const name = span.replace(/\(\)$/, "");
      // A name declared nowhere is reported as such already.
      const misplaced = CODE_EXT.test(file) && code.declared.has(name) && !code.declaredIn.get(file)?.has(name);
      if (misplaced) report(lineNo, `\`${name}\`: not declared in ${file}`);
    }
  };
  const checkName = (span, lineNo) => {
    const m = span.match(/^([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(?:\(.*\))?$/);
    if (!m) return;
    for (const name of m[1].split(".")) {
      const kind = kindOfName(name);
      if (kind === "snake" && !code.words.has(name)) report(lineNo, `\`${name}\`: no such word in the code or the migrations`);
      if ((kind === "declared" || kind === "constant") && !code.declared.has(name)) {
        report(lineNo, `\`${name}\`: declared nowhere in the code`);
      }
    }
  };

  lines.forEach((line, index) => {
    const lineNo = index + 1;
    if ([...line].length > MAX_WIDTH) report(lineNo, `${[...line].length} characters, more than ${MAX_WIDTH}`);
    for (const m of line.matchAll(/npm run ([\w:-]+)(?: -- ([\w-]+))?/g)) {
      if (!commands.scripts.has(m[1])) report(lineNo, `"npm run ${m[1]}": no such script in package.json`);
      else if (m[1] === "bench" && m[2] && !commands.benches.has(m[2])) report(lineNo, `"${m[0]}": no such bench`);
    }
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      return;
    }
    if (inFence) return;
    if (/^#{1,6}\s/.test(line)) sectionFolders = [];
    for (const m of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = m[1].split("#")[0];
      if (!target || /^[a-z]+:/.test(target)) continue;
      const rel = path
        .relative(root, path.resolve(path.dirname(docPath), target))
        .split(path.sep)
        .join("/");
      if (!exists(rel)) report(lineNo, `link to ${m[1]}: no such file`);
    }
    if ((line.match(/`/g) ?? []).length % 2 === 1) report(lineNo, "a backticked span broken across lines (keep it on one line)");
    const resolved = new Map();
    for (const [, span] of line.matchAll(/`([^`]+)`/g)) {
      if (isPlaceholderOrUrl(span)) continue;
      if (!looksLikePath(span)) checkName(span, lineNo);
      else if (!resolved.has(span)) resolved.set(span, checkPath(span, lineNo));
    }
    checkPairs(line, resolved, lineNo);
  });
  return problems;
}

function checkDocuments(docs) {
  const files = listFiles();
  const dirs = new Set(
    files.flatMap((f) =>
      f
        .split("/")
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join("/")),
    ),
  );
  const context = { files: new Set(files), dirs, code: indexCode(files), commands: commandNames() };
  return docs.flatMap((doc) => {
    const full = path.resolve(root, doc);
    return existsSync(full) ? checkDocument(full, context) : [`${doc}: no such document`];
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const docs = process.argv.length > 2 ? process.argv.slice(2) : DEFAULT_DOCS;
  const problems = checkDocuments(docs);
  for (const problem of problems) console.log(problem);
  console.log(
    problems.length ? `✗ ${problems.length} stale or overlong in ${docs.join(", ")}` : `✓ ${docs.join(", ")}: every path and name found`,
  );
  process.exit(problems.length ? 1 : 0);
}
