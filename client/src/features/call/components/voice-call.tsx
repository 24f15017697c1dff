import { CALL_TEXT } from "@contract/voice-call";
import { Phone } from "lucide-react";
import { useRef } from "react";
import { IconButton } from "@/shared/conversation/components/icon-button";
import type { CallConversation } from "@/shared/voice/call-conversation";
import { useCall } from "../hooks/use-call";
import { CallScreen } from "./call-screen";

/** The Call button and, once pressed, the call: from then on the owner just talks. */
export function VoiceCall({ conversation, disabled }: { conversation: CallConversation; disabled?: boolean }) {
  const call = useCall(conversation);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <IconButton
        label={CALL_TEXT.start(conversation.who)}
        icon={Phone}
        onClick={() => void call.start()}
        disabled={disabled}
        data-testid="call-start"
        ref={button}
        className="border border-night-500"
      />
      <CallScreen call={call} conversation={conversation} returnFocusTo={button} />
    </>
  );
}
