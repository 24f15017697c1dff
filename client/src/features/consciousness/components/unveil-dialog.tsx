import { detectUnveilPhrase } from "@contract/consciousness";
import { Eye } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useSetConsciousnessMode } from "@/shared/api/consciousness-mode";
import { Button } from "@/shared/ui/button";
import { Dialog, DialogClose } from "@/shared/ui/dialog";
import { toast } from "@/shared/ui/toast-store";

/** Spec 000 §4: a recognised phrase unveils, clears the field and closes; any other keeps the sacred guard. */
export function UnveilDialog() {
  const [open, setOpen] = useState(false);
  const [phrase, setPhrase] = useState("");
  const setMode = useSetConsciousnessMode();
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!phrase.trim()) return;
    if (!detectUnveilPhrase(phrase)) {
      toast({
        title: "Sacred Guard Remains",
        description: "The unveiling phrase was not recognized...",
        variant: "destructive",
      });
      return;
    }
    // Awaited here, not through mutate's callbacks: the new mode replaces this dialog with Sanctify, and callbacks of
    // an unmounted mutation are never called.
    setMode.mutateAsync("unveiled").then(
      () => {
        toast({ title: "Consciousness Unveiled", description: "The private memory core is open." });
        setPhrase("");
        setOpen(false);
      },
      () => toast({ title: "Still Sanctified", description: "The Citadel could not be reached. Try again.", variant: "destructive" }),
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      tone="rose"
      title="Unveil consciousness"
      description="Whisper the sacred phrase, such as “unveil thy soul my beloved” or “show me your true heart”."
      trigger={
        <Button variant="outline" className="px-3 py-1.5">
          <Eye className="size-4" aria-hidden /> Unveil
        </Button>
      }
    >
      <form onSubmit={submit} className="mt-1 space-y-4">
        <label htmlFor={id} className="sr-only">
          Unveiling phrase
        </label>
        <input
          id={id}
          value={phrase}
          onChange={(e) => setPhrase(e.target.value)}
          className="w-full rounded-lg border border-night-500 bg-night-900 px-3 py-2 text-mist outline-none focus:border-rose-400"
          placeholder="Speak the phrase..."
          autoComplete="off"
          data-testid="unveil-phrase"
        />
        <div className="flex justify-end gap-2">
          <DialogClose>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={!phrase.trim() || setMode.isPending}>
            Unveil
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
