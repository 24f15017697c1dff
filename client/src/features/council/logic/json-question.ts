/** The most of a JSON file put into the question: a model's context holds the question, the deliberation and more. */
export const JSON_QUESTION_MAX_CHARS = 12_000;

export type JsonQuestion = { question: string; shortened: boolean };

/** Spec 001 §5: a valid JSON file becomes an analysis request holding its data, shortened (and saying so) if large. */
export function analysisRequest(fileName: string, data: unknown, max = JSON_QUESTION_MAX_CHARS): JsonQuestion {
  const json = JSON.stringify(data, null, 2);
  const shortened = json.length > max;
  const body = shortened ? json.slice(0, max) : json;
  const note = shortened ? `\n(Shortened: the first ${max.toLocaleString("en")} of ${json.length.toLocaleString("en")} characters.)` : "";
  return {
    question: `High Council, analyse the data in ${fileName} and advise me on what it shows:\n${body}${note}`,
    shortened,
  };
}

export type JsonFileProblem = "type" | "parse";

/** Reads an uploaded file as JSON: only application/json, and only what parses. */
export async function readJsonFile(file: File): Promise<{ data: unknown } | { problem: JsonFileProblem }> {
  if (file.type !== "application/json") return { problem: "type" };
  try {
    return { data: JSON.parse(await file.text()) };
  } catch {
    return { problem: "parse" };
  }
}
