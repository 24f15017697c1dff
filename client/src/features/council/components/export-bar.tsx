import { COPY_CONFIRM_MS, COUNCIL_TEXT, type ExchangeMessage } from "@contract/exchanges";
import { Check, Copy, FileJson, FileText } from "lucide-react";
import { useState } from "react";
import { downloadText, fileDate } from "@/lib/download-text";
import { Button } from "@/shared/ui/button";
import { toast } from "@/shared/ui/toast-store";
import { councilJson, councilText } from "../logic/council-export";

type Props = { conversation: readonly ExchangeMessage[]; exchangeId: number | null };

/** The export bar (spec 001 §2): Copy, TXT and JSON of the deliberation. */
export function ExportBar({ conversation, exchangeId }: Props) {
  const [copied, setCopied] = useState(false);
  const empty = () => {
    if (conversation.length > 0) return false;
    toast({ ...COUNCIL_TEXT.noConversation, variant: "destructive" });
    return true;
  };
  async function copy() {
    if (empty()) return;
    try {
      await navigator.clipboard.writeText(councilText(conversation));
      setCopied(true);
      toast(COUNCIL_TEXT.copied);
      setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
    } catch {
      toast({ ...COUNCIL_TEXT.copyFailed, variant: "destructive" });
    }
  }
  function txt() {
    if (empty()) return;
    downloadText(`high-council-${fileDate()}.txt`, councilText(conversation));
    toast(COUNCIL_TEXT.logDownloaded);
  }
  function json() {
    if (empty()) return;
    downloadText(`high-council-${fileDate()}.json`, councilJson(conversation, exchangeId), "application/json");
    toast(COUNCIL_TEXT.jsonDownloaded);
  }
  return (
    <fieldset className="flex flex-wrap gap-2" aria-label="Export the deliberation">
      <Button variant="outline" onClick={copy}>
        {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />} {copied ? "Copied" : "Copy"}
      </Button>
      <Button variant="outline" onClick={txt}>
        <FileText className="size-4" aria-hidden /> TXT
      </Button>
      <Button variant="outline" onClick={json}>
        <FileJson className="size-4" aria-hidden /> JSON
      </Button>
    </fieldset>
  );
}
