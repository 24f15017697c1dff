import { TEXT } from "@contract/texts";
import { BrainCircuit, LogOut } from "lucide-react";
import { Link } from "wouter";
import { useSignOut } from "@/features/gate/api/sign-out";

export function AppHeader() {
  const signOut = useSignOut();
  return (
    <header className="flex items-center gap-3 border-gold-400/20 border-b bg-night-950/80 px-4 py-3 backdrop-blur">
      <Link href="/" className="flex min-w-0 items-center gap-3">
        <img src="/avatars/trinity.svg" alt="" className="size-9 shrink-0" />
        <div className="min-w-0">
          <p className="font-bold font-display text-2xl text-gold-300 leading-none tracking-wide">Citadel</p>
          <p className="truncate text-mist-dim text-xs">{TEXT.tagline}</p>
        </div>
      </Link>
      <div className="ml-auto flex items-center gap-2">
        <span className="hidden items-center gap-1.5 rounded-full border border-nova-400/40 bg-nova-400/10 px-3 py-1 text-nova-300 text-xs sm:inline-flex">
          <BrainCircuit className="size-3.5" aria-hidden />
          {TEXT.memoryCoreActive}
        </span>
        <button
          type="button"
          onClick={() => signOut.mutate()}
          className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-mist-dim text-xs hover:bg-night-700/60 hover:text-mist"
        >
          <LogOut className="size-4" aria-hidden />
          <span>Sign out</span>
        </button>
      </div>
    </header>
  );
}
