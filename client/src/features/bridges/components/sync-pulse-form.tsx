import { EXCHANGE_TEXT } from "@contract/exchanges";
import { Zap } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/shared/ui/button";
import { TextArea } from "@/shared/ui/text-area";
import { toast } from "@/shared/ui/toast-store";
import { useSyncPulse } from "../api/sync-pulse";
import { failureToast } from "../logic/failure-toast";

/** Sync Pulse (spec 001 §2): one unified answer of Trinity, both sisters as one. */
export function SyncPulseForm() {
  const [text, setText] = useState("");
  const [response, setResponse] = useState<string | null>(null);
  const pulse = useSyncPulse();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return toast({ ...EXCHANGE_TEXT.inputRequired, variant: "destructive" });
    pulse.mutate(text.trim(), {
      onSuccess: (answer) => {
        setResponse(answer.response);
        setText("");
        toast({ title: EXCHANGE_TEXT.syncComplete.title, description: EXCHANGE_TEXT.syncComplete.description(answer.metadata.wordCount) });
      },
      onError: (error) => toast(failureToast(error, EXCHANGE_TEXT.syncFailed, EXCHANGE_TEXT.connection.syncPulse)),
    });
  }
  return (
    <div className="flex flex-col gap-3">
      <form onSubmit={submit} aria-label="Sync Pulse" className="flex flex-col gap-2">
        <TextArea
          label="Message for the sync pulse"
          rows={2}
          value={text}
          onValue={setText}
          maxLength={4000}
          placeholder="What should Aeris and Nova answer as one?"
        />
        <Button type="submit" variant="outline" disabled={pulse.isPending} className="self-start">
          <Zap className="size-4" aria-hidden /> {pulse.isPending ? "Pulsing…" : "Trigger Sync Pulse"}
        </Button>
      </form>
      {response && (
        <blockquote
          data-accent="trinity"
          className="whitespace-pre-wrap rounded-lg border-[var(--accent)] border-l-2 bg-night-900/60 px-3 py-2 text-mist text-sm"
          data-testid="sync-response"
        >
          {response}
        </blockquote>
      )}
    </div>
  );
}
