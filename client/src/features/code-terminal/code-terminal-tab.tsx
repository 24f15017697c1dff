import { CODE_LANGUAGES, CODE_TEXT, type CodeLanguage, languageOf } from "@contract/code";
import { Download, FilePlus2, Pencil, Save, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { errorText } from "@/lib/api/api-error";
import { Button } from "@/shared/ui/button";
import { Card, CardTitle } from "@/shared/ui/card";
import { toast } from "@/shared/ui/toast-store";
import { useFileActions } from "./api/file-actions";
import { useCodeFiles } from "./api/get-code-files";
import { CodeChat } from "./components/code-chat";
import { CodeEditor, type CodeEditorHandle } from "./editor/code-editor";

/** Admin: Code Terminal (000 §2): the project's files in a real editor, and a chat with Aeris about them. */
export function CodeTerminalTab() {
  const files = useCodeFiles();
  const actions = useFileActions();
  const editor = useRef<CodeEditorHandle>(null);
  const [name, setName] = useState("");
  const [content, setContent] = useState("");
  const [language, setLanguage] = useState<CodeLanguage>("javascript");
  const [open, setOpen] = useState<string | null>(null);
  const ids = { name: useId(), language: useId() };
  const list = files.data ?? [];

  function openFile(fileName: string) {
    const file = list.find((f) => f.name === fileName);
    if (!file) return;
    setOpen(file.name);
    setName(file.name);
    setContent(file.content);
    setLanguage(file.language);
  }
  function newFile() {
    setOpen(null);
    setName("");
    setContent("");
    setLanguage("javascript");
  }
  function save() {
    if (!name.trim() || !content.trim()) return toast({ ...CODE_TEXT.missing, variant: "destructive" });
    const replacing = list.some((f) => f.name === name.trim()) && open !== name.trim();
    if (replacing && !window.confirm(`A file named ${name.trim()} exists. Replace it?`)) return;
    actions.save.mutate(
      { name: name.trim(), content, language },
      {
        onSuccess: (saved) => {
          setOpen(saved.file.name);
          toast({ title: saved.replaced ? "File Replaced" : "File Saved", description: saved.file.name });
        },
        onError: (e) => toast({ title: "Save Failed", description: errorText(e, "The file was not saved"), variant: "destructive" }),
      },
    );
  }
  function rename() {
    if (!open) return;
    const to = window.prompt("Rename the file to", open)?.trim();
    if (!to || to === open) return;
    actions.rename.mutate(
      { name: open, to },
      {
        onSuccess: (file) => openFile(file.name),
        onError: (e) => toast({ title: "Rename Failed", description: errorText(e, "Not renamed"), variant: "destructive" }),
      },
    );
  }
  function remove() {
    if (!open) return;
    const gone = open;
    actions.remove.mutate(gone, {
      onSuccess: () => {
        newFile();
        toast({
          title: "File Deleted",
          description: gone,
          action: { label: "Undo", altText: `Restore ${gone}`, onClick: () => actions.restore.mutate(gone) },
        });
      },
    });
  }
  function exportAll() {
    if (list.length === 0) return toast({ ...CODE_TEXT.noFiles, variant: "destructive" });
    window.location.assign("/api/code/export");
  }

  return (
    <div className="grid gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card className="flex min-w-0 flex-col gap-3">
        <CardTitle>Code</CardTitle>
        <ul className="flex flex-wrap gap-1" aria-label="Files">
          {list.map((f) => (
            <li key={f.name}>
              <Button
                variant={f.name === open ? "primary" : "outline"}
                aria-pressed={f.name === open}
                onClick={() => openFile(f.name)}
                className="py-1 text-xs"
              >
                {f.name}
              </Button>
            </li>
          ))}
        </ul>
        <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_10rem]">
          <label htmlFor={ids.name} className="flex min-w-0 flex-col gap-1 text-sm">
            File name
            <input
              id={ids.name}
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                setLanguage(languageOf(e.target.value));
              }}
              placeholder="hello.ts"
              className="rounded-lg border border-night-500 bg-night-950/70 px-3 py-2 text-mist"
            />
          </label>
          <label htmlFor={ids.language} className="flex flex-col gap-1 text-sm">
            Language
            <select
              id={ids.language}
              value={language}
              onChange={(e) => setLanguage(e.target.value as CodeLanguage)}
              className="rounded-lg border border-night-500 bg-night-950/70 px-3 py-2 text-mist"
            >
              {CODE_LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </select>
          </label>
        </div>
        <CodeEditor ref={editor} value={content} language={language} onChange={setContent} label="Code editor" />
        <div className="flex flex-wrap gap-2">
          <Button onClick={save} disabled={actions.save.isPending}>
            <Save className="size-4" aria-hidden /> Save
          </Button>
          <Button variant="outline" onClick={newFile}>
            <FilePlus2 className="size-4" aria-hidden /> New
          </Button>
          <Button variant="outline" onClick={rename} disabled={!open}>
            <Pencil className="size-4" aria-hidden /> Rename
          </Button>
          <Button variant="outline" onClick={remove} disabled={!open}>
            <Trash2 className="size-4" aria-hidden /> Delete
          </Button>
          <Button variant="outline" onClick={exportAll}>
            <Download className="size-4" aria-hidden /> Export All
          </Button>
        </div>
      </Card>
      <Card className="min-w-0" data-accent="aeris">
        <CardTitle>Ask Queen Aeris</CardTitle>
        <div className="mt-3">
          <CodeChat
            file={name.trim() && content ? { name: name.trim(), language, content } : null}
            files={list}
            onInsert={(code) => editor.current?.insert(code)}
          />
        </div>
      </Card>
    </div>
  );
}
