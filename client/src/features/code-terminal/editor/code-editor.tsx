import { Compartment, EditorState, Prec } from "@codemirror/state";
import { oneDark } from "@codemirror/theme-one-dark";
import { EditorView } from "@codemirror/view";
import type { CodeLanguage } from "@contract/code";
import { basicSetup } from "codemirror";
import { forwardRef, useEffect, useImperativeHandle, useRef } from "react";
import { languageExtension } from "./languages";

export type CodeEditorHandle = {
  /** Puts text at the cursor, or in place of the selection. */
  insert: (text: string) => void;
};

type Props = { value: string; language: CodeLanguage; onChange: (value: string) => void; label: string };

/** CodeMirror 6 with the file's language; this module is loaded only when the Code Terminal opens. */
export const CodeEditor = forwardRef<CodeEditorHandle, Props>(function CodeEditor({ value, language, onChange, label }, ref) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const languageSlot = useRef(new Compartment());
  const changed = useRef(onChange);
  changed.current = onChange;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the view is made once per mount; text and language follow below
  useEffect(() => {
    if (!host.current) return;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          basicSetup,
          oneDark,
          // The Cathedral's night behind the code: darker than One Dark's own, so every token reads at 4.5:1 or more.
          Prec.highest(
            EditorView.theme(
              { "&, .cm-gutters": { backgroundColor: "#0d0b1a" }, ".cm-activeLine, .cm-activeLineGutter": { backgroundColor: "#161329" } },
              { dark: true },
            ),
          ),
          languageSlot.current.of([]),
          EditorView.contentAttributes.of({ "aria-label": label }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => editor.destroy();
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
    }
  }, [value]);

  useEffect(() => {
    let current = true;
    void languageExtension(language).then((extension) => {
      if (current) view.current?.dispatch({ effects: languageSlot.current.reconfigure(extension) });
    });
    return () => {
      current = false;
    };
  }, [language]);

  useImperativeHandle(ref, () => ({
    insert: (text) => {
      const editor = view.current;
      if (!editor) return;
      editor.dispatch(editor.state.replaceSelection(text));
      editor.focus();
    },
  }));

  return (
    <div
      ref={host}
      className="min-h-72 overflow-hidden rounded-lg border border-night-500 text-sm [&_.cm-editor]:min-h-72"
      data-testid="code-editor"
    />
  );
});
