import type { ExchangeKind } from "@contract/exchanges";
import { plural } from "@contract/plural";
import * as Dialog from "@radix-ui/react-dialog";
import { History, X } from "lucide-react";
import { useState } from "react";
import { LocalDateTime } from "@/components/ui/local-date-time";
import { useExchangeDetail, usePastExchanges } from "@/shared/exchanges/api/past-exchanges";
import { ExchangeConversation } from "./exchange-conversation";

/** The exchanges of a kind so far, newest first; each reopens, whole, in a dialog. */
export function PastExchanges({ kind }: { kind: ExchangeKind }) {
  const past = usePastExchanges(kind);
  const [openId, setOpenId] = useState<number | null>(null);
  const detail = useExchangeDetail(openId);
  if (!past.data?.length) return <p className="text-mist-dim text-sm">No exchanges yet.</p>;
  return (
    <>
      <ul className="flex flex-col gap-1" aria-label="Past exchanges">
        {past.data.map((x) => (
          <li key={x.id}>
            <button
              type="button"
              onClick={() => setOpenId(x.id)}
              className="flex w-full flex-col items-start gap-0.5 rounded-lg px-2 py-1.5 text-left hover:bg-night-700/60 focus-visible:outline focus-visible:outline-2 focus-visible:outline-gold-300"
            >
              <span className="line-clamp-1 text-mist text-sm">{x.live ? `Live: ${x.topic}` : x.topic}</span>
              <span className="text-mist-dim text-xs">
                <LocalDateTime iso={x.createdAt} /> · {plural(x.messageCount, "line")} · {x.status}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Dialog.Root open={openId !== null} onOpenChange={(open) => !open && setOpenId(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-night-950/70 backdrop-blur-sm" />
          <Dialog.Content className="-translate-x-1/2 -translate-y-1/2 fixed top-1/2 left-1/2 z-50 flex max-h-[85vh] w-[calc(100vw-2rem)] max-w-2xl flex-col gap-3 rounded-2xl border border-night-600 bg-night-850 p-5 shadow-2xl">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <Dialog.Title className="flex items-center gap-2 font-display font-semibold text-gold-300 text-xl">
                  <History className="size-5" aria-hidden /> {detail.data?.topic ?? "Exchange"}
                </Dialog.Title>
                <Dialog.Description className="text-mist-dim text-sm">
                  {detail.data ? `${detail.data.participants.join(" and ")} · ${plural(detail.data.cycles, "cycle")} · ${detail.data.status}` : "Loading…"}
                </Dialog.Description>
              </div>
              <Dialog.Close aria-label="Close" className="rounded p-1 text-mist-dim hover:text-mist">
                <X className="size-4" aria-hidden />
              </Dialog.Close>
            </div>
            {/* A long exchange scrolls inside the dialog: the box takes focus, so the keyboard can scroll it. */}
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1). */}
            <section tabIndex={0} aria-label="The whole exchange" className="overflow-y-auto rounded-lg focus-visible:outline-2 focus-visible:outline-gold-300">
              <ExchangeConversation conversation={detail.data?.conversation ?? []} empty="Loading…" label="Past conversation" />
            </section>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
