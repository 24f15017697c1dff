import { Search } from "lucide-react";
import { useId } from "react";
import { cn } from "@/lib/cn";

/** A search box with its magnifier, labelled for screen readers by `label` (also its placeholder). */
export function SearchField({
  label,
  value,
  onChange,
  className,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn("relative", className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search className="-translate-y-1/2 absolute top-1/2 left-3 size-4 text-mist-dim" aria-hidden />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={label}
        className="w-full rounded-lg border border-night-500 bg-night-950/70 py-2 pr-3 pl-9 text-mist text-sm placeholder:text-mist-dim"
      />
    </div>
  );
}
