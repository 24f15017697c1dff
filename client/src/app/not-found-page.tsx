import { TEXT } from "@contract/texts";
import { Compass } from "lucide-react";
import { Link } from "wouter";

export function NotFoundPage() {
  return (
    <div className="flex flex-col items-center py-16 text-center">
      <Compass className="size-14 text-gold-400" aria-hidden />
      <h1 className="mt-4 font-bold font-display text-4xl text-gold-300">{TEXT.notFound}</h1>
      <p className="mt-2 text-mist-dim">This corridor of the Cathedral leads nowhere.</p>
      <Link href="/" className="mt-6 rounded-lg border border-gold-400/50 px-4 py-2 text-gold-300 hover:bg-gold-400/10">
        Return to Queen Aeris
      </Link>
    </div>
  );
}
