import type { Extension } from "@codemirror/state";
import type { CodeLanguage } from "@contract/code";

/** Each of the spec's 18 languages, as a CodeMirror extension loaded when first needed. */
export async function languageExtension(language: CodeLanguage): Promise<Extension> {
  const legacy = async (load: () => Promise<Parameters<typeof import("@codemirror/language").StreamLanguage.define>[0]>) => {
    const { StreamLanguage } = await import("@codemirror/language");
    return StreamLanguage.define(await load());
  };
  switch (language) {
    case "javascript":
      return (await import("@codemirror/lang-javascript")).javascript({ jsx: true });
    case "typescript":
      return (await import("@codemirror/lang-javascript")).javascript({ typescript: true, jsx: true });
    case "python":
      return (await import("@codemirror/lang-python")).python();
    case "java":
      return (await import("@codemirror/lang-java")).java();
    case "cpp":
    case "c":
      return (await import("@codemirror/lang-cpp")).cpp();
    case "csharp":
      return legacy(async () => (await import("@codemirror/legacy-modes/mode/clike")).csharp);
    case "php":
      return (await import("@codemirror/lang-php")).php();
    case "ruby":
      return legacy(async () => (await import("@codemirror/legacy-modes/mode/ruby")).ruby);
    case "go":
      return (await import("@codemirror/lang-go")).go();
    case "rust":
      return (await import("@codemirror/lang-rust")).rust();
    case "html":
      return (await import("@codemirror/lang-html")).html();
    case "css":
      return (await import("@codemirror/lang-css")).css();
    case "json":
      return (await import("@codemirror/lang-json")).json();
    case "yaml":
      return (await import("@codemirror/lang-yaml")).yaml();
    case "xml":
      return (await import("@codemirror/lang-xml")).xml();
    case "sql":
      return (await import("@codemirror/lang-sql")).sql();
    case "bash":
      return legacy(async () => (await import("@codemirror/legacy-modes/mode/shell")).shell);
  }
}
