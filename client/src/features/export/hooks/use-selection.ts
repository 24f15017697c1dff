import { useCallback, useState } from "react";

/** The ticked conversations, kept while the list is searched or filtered. */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback(
    (id: string, on: boolean) =>
      setSelected((before) => {
        const next = new Set(before);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  const selectAll = useCallback((ids: readonly string[]) => setSelected((before) => new Set([...before, ...ids])), []);
  const clear = useCallback(() => setSelected(new Set()), []);
  return { selected, toggle, selectAll, clear };
}
