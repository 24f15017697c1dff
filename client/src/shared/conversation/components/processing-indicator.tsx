import { cn } from "@/lib/cn";
import { TypingDots } from "./typing-dots";

/** §2: shown while a send is pending; `className` may lay it over the conversation's edge rather than below it. */
export function ProcessingIndicator({ pending, text, className }: { pending: boolean; text: string; className?: string }) {
  return (
    <p role="status" className={cn("flex min-h-5 items-center gap-2 text-mist-dim text-xs", className)} data-testid="processing-indicator">
      {pending && (
        <>
          <TypingDots />
          {text}
        </>
      )}
    </p>
  );
}
