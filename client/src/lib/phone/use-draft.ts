import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from "react";

const PREFIX = "citadel-draft:";

/**
 * Text being written, kept in this tab's session storage as it is typed: a pull to refresh (or any reload) gives it
 * back. Restored after the first drawing, so a page the server drew matches it first.
 */
export function useDraft(key: string | undefined): [string, Dispatch<SetStateAction<string>>] {
  const [text, setText] = useState("");
  const restored = useRef(false);
  useEffect(() => {
    if (!key) return;
    try {
      const saved = window.sessionStorage.getItem(PREFIX + key);
      if (saved) setText((t) => t || saved);
    } catch {}
    restored.current = true;
  }, [key]);
  useEffect(() => {
    if (!key || !restored.current) return;
    try {
      if (text) window.sessionStorage.setItem(PREFIX + key, text);
      else window.sessionStorage.removeItem(PREFIX + key);
    } catch {}
  }, [key, text]);
  return [text, setText];
}
