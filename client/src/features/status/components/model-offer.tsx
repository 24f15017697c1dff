import { MODEL_OFFER_TEXT } from "@contract/model-offer";
import { ChevronDown, Sparkles, X } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "@/lib/cn";
import { useLocalModel } from "@/shared/api/local-model";
import { megabytes } from "@/shared/logic/download-progress";
import { useModelOffer } from "../hooks/use-model-offer";
import { ConnectProviderLink } from "./connect-provider-link";
import { LocalModelOffer } from "./local-model-offer";

/**
 * The first visit's word on getting a real model: what answers now, the two ways to a model (download the
 * recommended one, or connect a provider) and what changes. Put away with "Not now", for good on this browser.
 */
export function ModelOffer() {
  const { visible, dismiss } = useModelOffer();
  return visible ? <ModelOfferCard onDismiss={dismiss} /> : null;
}

function ModelOfferCard({ onDismiss }: { onDismiss: () => void }) {
  const headingId = useId();
  const bodyId = useId();
  // Folded to a line at first, on every width: the page it sits above (a conversation, its composer) stays in sight.
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-labelledby={headingId}
      data-testid="model-offer"
      className={cn("relative mb-4 rounded-2xl border border-gold-400/30 bg-night-850/90 px-4", open ? "py-4 sm:px-5" : "py-2.5")}
    >
      <button
        type="button"
        onClick={onDismiss}
        className="absolute top-2 right-3 inline-flex items-center gap-1 rounded-lg px-2 py-1 text-mist-dim text-xs hover:bg-night-700/60 hover:text-mist"
      >
        <X className="size-4" aria-hidden />
        {MODEL_OFFER_TEXT.dismiss}
      </button>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-0.5 pr-24">
        <h2
          id={headingId}
          className={cn("flex items-center gap-2 font-display font-semibold text-base text-gold-300", open && "sm:text-lg")}
        >
          <Sparkles className="size-5 shrink-0" aria-hidden />
          {MODEL_OFFER_TEXT.title}
        </h2>
        {/* On a phone the folded line is the title alone: the conversation below keeps the screen. */}
        {!open && <p className="hidden text-mist text-sm sm:block">{MODEL_OFFER_TEXT.folded}</p>}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((o) => !o)}
          className="inline-flex items-center gap-1 rounded text-gold-300 text-sm hover:underline"
        >
          {open ? MODEL_OFFER_TEXT.fold : MODEL_OFFER_TEXT.unfold}
          <ChevronDown className={cn("size-4 transition-transform", open && "rotate-180")} aria-hidden />
        </button>
      </div>
      <div id={bodyId} hidden={!open}>
        {open && <ModelOfferPaths />}
      </div>
    </section>
  );
}

/** What answers now, what changes, and the two ways. */
function ModelOfferPaths() {
  const local = useLocalModel();
  const recommended = local.data?.recommended;
  return (
    <>
      <p className="mt-2 text-mist text-sm">{MODEL_OFFER_TEXT.now}</p>
      <p className="mt-1 text-mist-dim text-sm">{MODEL_OFFER_TEXT.changes}</p>
      <div className="mt-4 grid gap-3 md:grid-cols-2">
        <div className="space-y-2 rounded-xl border border-night-600 bg-night-900/60 p-3">
          <h3 className="font-sans font-semibold text-mist text-sm">{MODEL_OFFER_TEXT.localTitle}</h3>
          {recommended && (
            <p className="text-mist-dim text-xs">{MODEL_OFFER_TEXT.localBody(recommended.name, megabytes(recommended.approxBytes))}</p>
          )}
          <LocalModelOffer />
        </div>
        <div className="space-y-2 rounded-xl border border-night-600 bg-night-900/60 p-3">
          <h3 className="font-sans font-semibold text-mist text-sm">{MODEL_OFFER_TEXT.providerTitle}</h3>
          <p className="text-mist-dim text-xs">{MODEL_OFFER_TEXT.providerBody}</p>
          <ConnectProviderLink />
        </div>
      </div>
      <p className="mt-3 text-mist-dim text-xs">{MODEL_OFFER_TEXT.dismissNote}</p>
    </>
  );
}
