import { MODEL_OFFER_TEXT } from "@contract/model-offer";
import { KeyRound } from "lucide-react";
import { Link } from "wouter";
import { LocalModelOffer } from "./local-model-offer";

/** The status card while the offline engine answers: what that means, and the two ways to a real model. */
export function OfflineEngineLine() {
  return (
    <div className="mt-2 space-y-2" data-testid="offline-engine-line">
      <p className="text-mist-dim text-xs">{MODEL_OFFER_TEXT.statusLine}</p>
      <LocalModelOffer compact />
      <Link
        href="/api-dashboard"
        className="inline-flex items-center gap-1.5 rounded-lg border border-night-500 px-3 py-1 text-mist text-xs hover:border-gold-400/60 hover:text-gold-300"
      >
        <KeyRound className="size-3.5" aria-hidden />
        {MODEL_OFFER_TEXT.providerLink}
      </Link>
    </div>
  );
}
