import { CONVERSATION_TYPES } from "@contract/export";
import { useId } from "react";
import { SearchField } from "@/shared/ui/search-field";
import { type TypeFilter, typeLabel } from "../logic/describe";

type Props = { q: string; onSearch: (q: string) => void; type: TypeFilter; onType: (type: TypeFilter) => void };

/** Search (sent to the server) and the type to show. */
export function ConversationFilters({ q, onSearch, type, onType }: Props) {
  const id = useId();
  return (
    <div className="flex flex-wrap gap-2">
      <SearchField label="Search conversations" value={q} onChange={onSearch} className="w-full sm:w-auto sm:min-w-48 sm:flex-1" />
      <label htmlFor={id} className="sr-only">
        Type
      </label>
      <select
        id={id}
        value={type}
        onChange={(e) => onType(e.target.value as TypeFilter)}
        className="min-w-0 rounded-lg border border-night-500 bg-night-950/70 px-3 py-2 text-mist text-sm max-sm:w-full"
      >
        <option value="all">All types</option>
        {CONVERSATION_TYPES.map((t) => (
          <option key={t} value={t}>
            {typeLabel(t)}
          </option>
        ))}
      </select>
    </div>
  );
}
