import { EXCHANGE_PARAM, type ExchangeKind } from "@contract/exchanges";
import { figureMark, STATE_ATTRIBUTE } from "@contract/glossary";
import { plural } from "@contract/plural";
import { History } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { useExchangeDetail, usePastExchanges } from "@/shared/exchanges/api/past-exchanges";
import { Dialog, DialogScrollArea } from "@/shared/ui/dialog";
import { LocalDateTime } from "@/shared/ui/local-date-time";
import { ExchangeConversation } from "./exchange-conversation";
import { SideCard } from "./exchange-page";

/** An exchange page's card of the exchanges so far ("Past Councils" on the High Council's). */
export function PastExchangesCard({ kind }: { kind: ExchangeKind }) {
  return (
    <SideCard title={kind === "council" ? "Past Councils" : "Past Exchanges"}>
      <PastExchanges kind={kind} />
    </SideCard>
  );
}

/**
 * The exchanges of a kind so far, newest first; each reopens, whole, in a dialog. The page's address can name one to
 * open (`?exchange={id}`: where a remembered line was said); closing it leaves the address without it.
 */
function PastExchanges({ kind }: { kind: ExchangeKind }) {
  const past = usePastExchanges(kind);
  const [location, navigate] = useLocation();
  const named = Number(new URLSearchParams(useSearch()).get(EXCHANGE_PARAM)) || null;
  const [openId, setOpenId] = useState<number | null>(null);
  // In an effect: a page the server drew reads the address only once it is hydrated.
  useEffect(() => {
    if (named !== null) setOpenId(named);
  }, [named]);
  const detail = useExchangeDetail(openId);
  const close = () => {
    setOpenId(null);
    if (named !== null) navigate(location, { replace: true });
  };
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
                <LocalDateTime iso={x.createdAt} /> ·{" "}
                <span {...figureMark("lines", `exchange:${x.id}`)}>{plural(x.messageCount, "line")}</span> ·{" "}
                <span {...{ [STATE_ATTRIBUTE]: "run" }}>{x.status}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        width="2xl"
        closeButton
        open={openId !== null}
        onClose={close}
        title={
          <span className="flex items-center gap-2">
            <History className="size-5" aria-hidden /> {detail.data?.topic ?? "Exchange"}
          </span>
        }
        description={
          detail.data
            ? `${detail.data.participants.join(" and ")} · ${plural(detail.data.cycles, "cycle")} · ${detail.data.status}`
            : "Loading…"
        }
      >
        {/* A long exchange scrolls inside the dialog: the box takes focus, so the keyboard can scroll it. */}
        <DialogScrollArea label="The whole exchange">
          <ExchangeConversation conversation={detail.data?.conversation ?? []} empty="Loading…" label="Past conversation" />
        </DialogScrollArea>
      </Dialog>
    </>
  );
}
