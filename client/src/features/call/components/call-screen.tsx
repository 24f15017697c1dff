import { CALL_TEXT } from "@contract/voice-call";
import * as Radix from "@radix-ui/react-dialog";
import { Camera, CameraOff, Headphones, Mic, MicOff, PhoneOff } from "lucide-react";
import type { ReactNode, RefObject } from "react";
import { cn } from "@/lib/cn";
import type { CallConversation } from "@/shared/voice/call-conversation";
import type { CallController } from "../hooks/use-call";
import { phaseText } from "../logic/call-words";
import { CallTranscript } from "./call-transcript";

function ToggleButton({
  pressed,
  onClick,
  label,
  children,
  testId,
}: {
  pressed: boolean;
  onClick: () => void;
  label: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      onClick={onClick}
      data-testid={testId}
      className="flex size-14 items-center justify-center rounded-full border border-night-500 bg-night-800 text-mist transition hover:border-gold-400/60 aria-pressed:border-gold-400 aria-pressed:bg-gold-400/15 aria-pressed:text-gold-300 [&_svg]:size-6"
    >
      {children}
    </button>
  );
}

/**
 * The call screen: full screen on a phone, a panel at the side on a wider screen. Who is speaking, listening or
 * thinking; the transcript as it forms; mute, the camera, headphones and End. Escape ends the call too.
 */
export function CallScreen({
  call,
  conversation,
  returnFocusTo,
}: {
  call: CallController;
  conversation: CallConversation;
  /** Where the focus goes when the call ends (the Call button). */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const { view } = call;
  if (!view) return null;
  const nameOf = (speaker: string) => conversation.speakers.find((s) => s.name === speaker)?.displayName ?? conversation.who;
  const status = phaseText(view.phase, view.speaker ? nameOf(view.speaker) : conversation.who);
  return (
    <Radix.Root open onOpenChange={(open) => !open && call.end()}>
      <Radix.Portal>
        <Radix.Overlay className="fixed inset-0 z-50 bg-night-950/80 backdrop-blur-sm" />
        <Radix.Content
          data-testid="call-screen"
          data-phase={view.phase}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col gap-4 bg-night-900 p-4 pt-[calc(1rem+env(safe-area-inset-top))] pb-[calc(1rem+env(safe-area-inset-bottom))] md:inset-auto md:top-20 md:right-4 md:bottom-4 md:w-[28rem] md:rounded-2xl md:border md:border-night-600 md:p-5 md:shadow-2xl"
        >
          <Radix.Title className="font-display font-semibold text-gold-300 text-xl">{CALL_TEXT.title(conversation.who)}</Radix.Title>
          <div className="flex flex-col items-center gap-3 py-2">
            <div
              aria-hidden
              className={cn(
                "size-24 rounded-full border-4 bg-night-800 transition",
                view.phase === "speaking" && "animate-pulse border-gold-400",
                view.phase === "hearing" && "border-rose-400",
                view.phase === "thinking" && "animate-pulse border-night-500",
                (view.phase === "listening" || view.phase === "starting") && "border-night-500",
                view.phase === "ended" && "border-night-700",
              )}
            />
            <Radix.Description role="status" aria-live="polite" data-testid="call-status" className="font-medium text-lg text-mist">
              {view.muted ? CALL_TEXT.muted : status}
            </Radix.Description>
          </div>
          {view.problem && (
            <p
              role="alert"
              data-testid="call-problem"
              className="rounded-lg border border-rose-400/50 bg-rose-600/10 p-3 text-rose-300 text-sm"
            >
              {view.problem}
            </p>
          )}
          {call.cameraOn && (
            <video
              ref={call.videoRef}
              muted
              playsInline
              aria-label={CALL_TEXT.cameraPreview}
              data-testid="call-camera"
              className="mx-auto max-h-40 rounded-lg border border-night-600"
            />
          )}
          <CallTranscript lines={view.lines} interim={view.phase === "hearing" ? call.interim : ""} nameOf={nameOf} />
          <label className="flex items-center gap-2 text-mist-dim text-sm">
            <input
              type="checkbox"
              role="switch"
              aria-checked={call.headphones}
              checked={call.headphones}
              onChange={call.toggleHeadphones}
              className="size-4 accent-gold-400"
              data-testid="call-headphones"
            />
            <Headphones className="size-4" aria-hidden />
            {CALL_TEXT.headphones}
          </label>
          <div className="flex items-center justify-center gap-4">
            <ToggleButton
              pressed={view.muted}
              onClick={call.toggleMute}
              label={view.muted ? CALL_TEXT.unmute : CALL_TEXT.mute}
              testId="call-mute"
            >
              {view.muted ? <MicOff aria-hidden /> : <Mic aria-hidden />}
            </ToggleButton>
            <ToggleButton
              pressed={call.cameraOn}
              onClick={() => void call.toggleCamera()}
              label={call.cameraOn ? CALL_TEXT.cameraOff : CALL_TEXT.cameraOn}
              testId="call-camera-toggle"
            >
              {call.cameraOn ? <Camera aria-hidden /> : <CameraOff aria-hidden />}
            </ToggleButton>
            <button
              type="button"
              onClick={call.end}
              aria-label={CALL_TEXT.end}
              title={CALL_TEXT.end}
              data-testid="call-end"
              className="flex size-14 items-center justify-center rounded-full bg-rose-600 text-white transition hover:brightness-110 [&_svg]:size-6"
            >
              <PhoneOff aria-hidden />
            </button>
          </div>
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}
