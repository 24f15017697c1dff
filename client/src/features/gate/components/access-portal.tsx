import { AUTHENTICATING_DELAY_MS } from "@contract/constants";
import { TEXT } from "@contract/texts";
import { Eye, EyeOff, KeyRound, Loader2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { errorStatus, errorText } from "@/lib/api/api-error";
import { Button } from "@/shared/ui/button";
import { toast } from "@/shared/ui/toast-store";
import { useSignIn } from "../api/sign-in";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function AccessPortal() {
  const [code, setCode] = useState("");
  const [visible, setVisible] = useState(false);
  const [authenticating, setAuthenticating] = useState(false);
  const signIn = useSignIn();
  const fieldId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code || authenticating) return;
    setAuthenticating(true);
    // 001 §4: the portal takes a moment to authenticate whatever the answer.
    const [result] = await Promise.allSettled([signIn.mutateAsync({ code }), wait(AUTHENTICATING_DELAY_MS)]);
    setAuthenticating(false);
    if (result.status === "fulfilled") {
      toast({ title: TEXT.accessGranted.title, description: TEXT.accessGranted.description });
      return;
    }
    const error = result.reason;
    toast({
      title: TEXT.accessDenied.title,
      description: errorStatus(error) === 429 ? errorText(error) : TEXT.accessDenied.description,
      variant: "destructive",
    });
    setCode("");
  }

  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <form
        onSubmit={submit}
        className="w-full max-w-md rounded-3xl border border-gold-400/30 bg-night-850/90 p-8 text-center shadow-2xl shadow-black/60"
        aria-busy={authenticating}
      >
        <img src="/avatars/trinity.svg" alt="" className="mx-auto size-24 drop-shadow-[0_0_24px_rgba(233,196,106,0.35)]" />
        <h1 className="mt-4 font-display font-bold text-4xl text-gold-300">Citadel Access Portal</h1>
        <p className="mt-2 text-mist-dim text-sm">Speak the access code to enter the Cathedral.</p>
        <label htmlFor={fieldId} className="mt-8 block text-left font-medium text-sm">
          Access code
        </label>
        <div className="mt-2 flex items-center gap-2 rounded-xl border border-night-500 bg-night-900 px-3 focus-within:border-gold-400 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-gold-300 has-[input:focus-visible]:outline-offset-2">
          <KeyRound className="size-4 shrink-0 text-gold-400" aria-hidden />
          <input
            id={fieldId}
            type={visible ? "text" : "password"}
            autoComplete="current-password"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            className="w-full bg-transparent py-3 text-mist outline-none placeholder:text-mist-dim/60"
            placeholder="Enter access code"
            disabled={authenticating}
            data-testid="access-code"
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? "Hide access code" : "Show access code"}
            aria-pressed={visible}
            className="rounded p-1 text-mist-dim hover:text-gold-300"
          >
            {visible ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
          </button>
        </div>
        <Button type="submit" className="mt-6 w-full py-3" disabled={!code || authenticating}>
          {authenticating ? (
            <>
              <Loader2 className="size-4 animate-spin" aria-hidden /> Authenticating...
            </>
          ) : (
            "Enter Citadel"
          )}
        </Button>
      </form>
    </main>
  );
}
