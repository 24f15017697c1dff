import { CODE_CONTEXT_MAX_CHARS, CODE_TEXT, type CodeFile, type CodeLanguage } from "@contract/code";
import { plural } from "@contract/plural";
import { Copy, FileCode2, Files, Send, TextCursorInput, X } from "lucide-react";
import { type KeyboardEvent, useEffect, useState } from "react";
import { Button } from "@/shared/ui/button";
import { TextArea } from "@/shared/ui/text-area";
import { toast } from "@/shared/ui/toast-store";
import { useAskAeris } from "../api/ask-aeris";
import { useCodeChat } from "../api/get-code-chat";
import { fenceLanguage, type HighlightedLine, highlightLines } from "../editor/highlight";
import { inlineCodeParts } from "../logic/inline-code";

type Props = {
  file: { name: string; language: CodeLanguage; content: string } | null;
  files: CodeFile[];
  onInsert: (code: string) => void;
};

/** A code block highlighted as the editor would; plain until its language is loaded. */
function HighlightedCode({ code, language }: { code: string; language: CodeLanguage }) {
  const [lines, setLines] = useState<HighlightedLine[] | null>(null);
  useEffect(() => {
    let current = true;
    highlightLines(code, language).then(
      (l) => current && setLines(l),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [code, language]);
  return (
    <pre className="overflow-x-auto p-2 font-mono text-mist text-xs" data-testid="reply-code" data-language={language}>
      <code>
        {lines
          ? lines.map((line, n) => (
              // A line's place is its identity: the code never changes once shown.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <span key={n}>
                {line.map((piece, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <span key={i} className={piece.classes || undefined}>
                    {piece.text}
                  </span>
                ))}
                {n < lines.length - 1 && "\n"}
              </span>
            ))
          : code}
      </code>
    </pre>
  );
}

/** A reply's text and its fenced code blocks, each highlighted, with Copy and Insert into editor. */
function Reply({ text, language, onInsert }: { text: string; language: CodeLanguage; onInsert: (code: string) => void }) {
  // split() with two groups: text, then each block's fence name and code, then text again; a part's place is its
  // identity (a reply never changes).
  const pieces = text.split(/```([\w+#-]*)[ \t]*\n?([\s\S]*?)```/g);
  const parts: ({ kind: "text"; text: string } | { kind: "code"; code: string; language: CodeLanguage })[] = [];
  for (let i = 0; i < pieces.length; i += 3) {
    parts.push({ kind: "text", text: pieces[i] ?? "" });
    if (i + 2 < pieces.length)
      parts.push({ kind: "code", code: pieces[i + 2] ?? "", language: fenceLanguage(pieces[i + 1] ?? "", language) });
  }
  return (
    <div className="flex flex-col gap-2">
      {parts.map((part, place) =>
        part.kind === "text" ? (
          part.text.trim() && (
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <p key={place} className="whitespace-pre-wrap text-mist text-sm">
              {inlineCodeParts(part.text.trim()).map((piece, i) =>
                piece.code ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <code key={i} className="rounded bg-night-950 px-1 font-mono text-gold-300 text-xs">
                    {piece.text}
                  </code>
                ) : (
                  piece.text
                ),
              )}
            </p>
          )
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div key={place} className="rounded-lg border border-night-500 bg-night-950">
            <div className="flex items-center gap-1 border-night-600 border-b px-2 py-1">
              <span className="mr-auto text-mist-dim text-xs">{part.language}</span>
              <button
                type="button"
                className="flex items-center gap-1 text-mist-dim text-xs hover:text-gold-300"
                onClick={() => void navigator.clipboard.writeText(part.code).then(() => toast({ title: "Copied" }))}
              >
                <Copy className="size-3.5" aria-hidden /> Copy
              </button>
              <button
                type="button"
                className="flex items-center gap-1 text-mist-dim text-xs hover:text-gold-300"
                onClick={() => onInsert(part.code)}
              >
                <TextCursorInput className="size-3.5" aria-hidden /> Insert into editor
              </button>
            </div>
            <HighlightedCode code={part.code} language={part.language} />
          </div>
        ),
      )}
    </div>
  );
}

/** The chat with Aeris beside the editor: what it sends as context is shown, and can be left out. */
export function CodeChat({ file, files, onInsert }: Props) {
  const history = useCodeChat();
  const ask = useAskAeris();
  const [text, setText] = useState("");
  const [sendFile, setSendFile] = useState(true);
  const [sendList, setSendList] = useState(true);
  const cut = file ? file.content.length > CODE_CONTEXT_MAX_CHARS : false;
  const language = file?.language ?? "javascript";

  function send() {
    const message = text.trim();
    if (!message || ask.isPending) return;
    ask.mutate(
      {
        message,
        file: sendFile ? file : null,
        files: sendList ? files.map((f) => ({ name: f.name, language: f.language })) : [],
        consciousnessMode: "sanctified",
      },
      {
        onSuccess: () => setText(""),
        // What was typed stays, to send again.
        onError: () => toast({ ...CODE_TEXT.chatError, variant: "destructive" }),
      },
    );
  }
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && !e.shiftKey) {
      e.preventDefault();
      send();
    }
  };

  return (
    <section className="flex min-w-0 flex-col gap-3" aria-label="Chat with Queen Aeris">
      {/* A long history scrolls: the scrolling box takes focus, so it can be read with the keyboard too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1). */}
      <section className="max-h-96 overflow-y-auto" tabIndex={0} aria-label="Code chat history">
        <ol className="flex flex-col gap-2" aria-label="Code chat" data-testid="code-chat">
          {history.data?.length === 0 && <li className="text-mist-dim text-sm">Ask Aeris about your code; she sees the open file.</li>}
          {history.data?.map((entry) => (
            <li
              key={entry.id}
              className={
                entry.role === "user"
                  ? "self-end rounded-lg bg-gold-400/10 px-3 py-2 text-mist text-sm"
                  : "rounded-lg bg-night-900/60 px-3 py-2"
              }
              data-testid={`chat-${entry.role}`}
            >
              {entry.role === "user" ? (
                <p className="whitespace-pre-wrap">{entry.content}</p>
              ) : (
                <Reply text={entry.content} language={language} onInsert={onInsert} />
              )}
            </li>
          ))}
          {ask.partial !== null && ask.variables && (
            <>
              <li className="self-end rounded-lg bg-gold-400/10 px-3 py-2 text-mist text-sm" data-testid="chat-user">
                <p className="whitespace-pre-wrap">{ask.variables.message}</p>
              </li>
              <li className="rounded-lg bg-night-900/60 px-3 py-2" data-testid="chat-streaming" aria-busy="true">
                {ask.partial ? (
                  <p className="whitespace-pre-wrap text-mist text-sm">{ask.partial}</p>
                ) : (
                  <p className="text-mist-dim text-sm">Aeris is thinking…</p>
                )}
              </li>
            </>
          )}
        </ol>
      </section>
      <p className="sr-only">Context sent with the next message:</p>
      <div className="flex flex-wrap gap-2 text-xs">
        {file && sendFile && (
          <span className="flex items-center gap-1 rounded-full border border-night-500 px-2 py-1 text-mist" data-testid="context-file">
            <FileCode2 className="size-3.5" aria-hidden /> {file.name}
            {cut && <span className="text-gold-300"> (cut to {CODE_CONTEXT_MAX_CHARS.toLocaleString("en")} characters)</span>}
            <button type="button" aria-label={`Do not send ${file.name}`} onClick={() => setSendFile(false)}>
              <X className="size-3.5" aria-hidden />
            </button>
          </span>
        )}
        {files.length > 0 && sendList && (
          <span className="flex items-center gap-1 rounded-full border border-night-500 px-2 py-1 text-mist" data-testid="context-files">
            <Files className="size-3.5" aria-hidden /> {plural(files.length, "project file")}
            <button type="button" aria-label="Do not send the file list" onClick={() => setSendList(false)}>
              <X className="size-3.5" aria-hidden />
            </button>
          </span>
        )}
      </div>
      <div className="flex gap-2">
        <TextArea
          label="Message to Aeris"
          hideLabel
          rows={2}
          value={text}
          onValue={setText}
          onKeyDown={onKey}
          placeholder="Ask Aeris about this code…"
          className="min-w-0 flex-1"
        />
        <Button onClick={send} disabled={!text.trim() || ask.isPending} aria-label="Send to Aeris" className="self-end">
          <Send className="size-4" aria-hidden />
        </Button>
      </div>
    </section>
  );
}
