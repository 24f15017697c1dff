import { MODEL_OFFER_TEXT } from "@contract/model-offer";
import { SetAsideOffer } from "@/shared/models/set-aside-offer";
import { ConnectProviderLink } from "./connect-provider-link";
import { LocalModelOffer } from "./local-model-offer";

/**
 * The status card while the offline engine answers: what that means, the model set aside to try again (if one was),
 * and the two ways to a real model.
 */
export function OfflineEngineLine() {
  return (
    <div className="mt-2 space-y-2" data-testid="offline-engine-line">
      <p className="text-mist-dim text-xs">{MODEL_OFFER_TEXT.statusLine}</p>
      <SetAsideOffer />
      <LocalModelOffer compact />
      <ConnectProviderLink compact />
    </div>
  );
}
