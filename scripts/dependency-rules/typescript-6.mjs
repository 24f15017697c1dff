// dependency-cruiser reads TypeScript through the compiler's JavaScript API, from a "typescript" below 7. The project's
// own compiler is typescript@7 (tsgo), which has no such API. typescript@6 is installed nested in ./typescript-6 (so the
// project's `tsc` stays 7), and redirectTypescriptToVersion6() sends dependency-cruiser's requests for "typescript"
// there: its require() of the package.json (the version check) and its import() of the compiler. Call it before
// importing dependency-cruiser.
import Module, { createRequire, register } from "node:module";
import { pathToFileURL } from "node:url";

const nested = createRequire(new URL("./typescript-6/package.json", import.meta.url));
const isTypescript = (request) => request === "typescript" || request.startsWith("typescript/");
const fromCruiser = (parent) => /[\\/]node_modules[\\/]dependency-cruiser[\\/]/.test(parent ?? "");

/** Module hook (runs on the loader thread): dependency-cruiser's import("typescript") gets the nested compiler. */
export async function resolve(specifier, context, next) {
  if (isTypescript(specifier) && fromCruiser(context.parentURL))
    return { url: pathToFileURL(nested.resolve(specifier)).href, shortCircuit: true };
  return next(specifier, context);
}

export function redirectTypescriptToVersion6() {
  const resolveFilename = Module._resolveFilename;
  Module._resolveFilename = function (request, parent, ...rest) {
    if (isTypescript(request) && fromCruiser(parent?.filename)) return nested.resolve(request);
    return resolveFilename.call(this, request, parent, ...rest);
  };
  register(import.meta.url);
}
