/** Values a phrase template may name: {name}, {topic}, {recollection}, {reflection}, {correction}… (see styles/style.ts). */
export type TemplateVars = Partial<
  Record<
    "name" | "topic" | "recollection" | "image" | "file" | "sanctuary" | "reflection" | "correction" | "echo" | "a" | "b" | "daypart",
    string
  >
>;

/** Fills {placeholders}; one with no value is left visible so a bad bank shows up in tests. */
export function fill(template: string, vars: TemplateVars): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => vars[key as keyof TemplateVars] ?? whole);
}

export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** A quotable piece of a longer text: one line, no code block, cut at a word near max characters. */
export function snippet(text: string, max = 90): string {
  const flat = text
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^["\u201c]+|["\u201d]+$/g, "")
    .replace(/[.!,;:\s]+$/, "");
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[.,;:\s]+$/, "")}…`;
}

/** Lower case, single spaces, no trailing punctuation: for comparing what the owner typed. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\s.!?…,;:]+$/, "");
}

/** "a", "a and b", "a, b and c". */
export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}
