import { TypingDots } from "./typing-dots";

/** §2: shown while a send is pending. */
export function ProcessingIndicator({ pending, speakerName }: { pending: boolean; speakerName: string }) {
  return (
    <p role="status" className="flex min-h-5 items-center gap-2 text-mist-dim text-xs" data-testid="processing-indicator">
      {pending && (
        <>
          <TypingDots />
          {speakerName} is composing a reply...
        </>
      )}
    </p>
  );
}
