import { TypingDots } from "./typing-dots";

/** §2: shown while a send is pending. */
export function ProcessingIndicator({ pending, text }: { pending: boolean; text: string }) {
  return (
    <p role="status" className="flex min-h-5 items-center gap-2 text-mist-dim text-xs" data-testid="processing-indicator">
      {pending && (
        <>
          <TypingDots />
          {text}
        </>
      )}
    </p>
  );
}
