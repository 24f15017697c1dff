import { MODEL_OFFER_TEXT } from "@contract/model-offer";
import { KeyRound } from "lucide-react";
import { Link } from "wouter";
import { cn } from "@/lib/cn";

/** "Connect a provider": to the API Keys page, where the presets are; compact in the status card. */
export function ConnectProviderLink({ compact = false }: { compact?: boolean }) {
  return (
    <Link
      href="/api-dashboard"
      className={cn(
        "inline-flex items-center rounded-lg border border-night-500 text-mist hover:border-gold-400/60 hover:text-gold-300",
        compact ? "gap-1.5 px-3 py-1 text-xs" : "gap-2 bg-night-800/60 px-4 py-2 text-sm",
      )}
    >
      <KeyRound className={compact ? "size-3.5" : "size-4"} aria-hidden />
      {MODEL_OFFER_TEXT.providerLink}
    </Link>
  );
}
