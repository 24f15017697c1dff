import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { stopReply } from "@/shared/api/stop-reply";
import { canTranscribe, transcribeAudio } from "@/shared/api/transcribe-audio";
import type { CallConversation } from "@/shared/voice/call-conversation";
import { openCallCamera } from "../browser/call-camera";
import { startRecognition } from "../browser/recognition";
import { replyVoice } from "../browser/reply-voice";
import { startVad } from "../browser/vad";
import { holdWakeLock } from "../browser/wake-lock";
import { CallSession, type CallView } from "../logic/call-session";

type Camera = Awaited<ReturnType<typeof openCallCamera>>;

/**
 * A voice call's controller: starts the turn loop (CallSession) with the browser's pieces (the VAD, recognition, the
 * sentence speaker, the camera), keeps the screen awake while it lasts, and ends it all at End or when the page goes.
 */
export function useCall(conversation: CallConversation) {
  const client = useQueryClient();
  const [view, setView] = useState<CallView | null>(null);
  const [interim, setInterim] = useState("");
  const [headphones, setHeadphones] = useState(false);
  const [camera, setCamera] = useState<Camera | null>(null);
  const session = useRef<CallSession | null>(null);
  const release = useRef<(() => void) | null>(null);
  const cameraRef = useRef<Camera | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const conversationRef = useRef(conversation);
  conversationRef.current = conversation;

  const closeCamera = useCallback(() => {
    cameraRef.current?.close();
    cameraRef.current = null;
    setCamera(null);
  }, []);

  const stopAll = useCallback(() => {
    session.current?.end();
    session.current = null;
    release.current?.();
    release.current = null;
    closeCamera();
  }, [closeCamera]);

  const start = useCallback(async () => {
    if (session.current) return;
    setInterim("");
    const now = () => performance.now();
    const transcription = await canTranscribe(client);
    const current = new CallSession(
      {
        conversation: {
          ...conversationRef.current,
          send: (...args) => conversationRef.current.send(...args),
        },
        listen: startVad,
        recognizer: startRecognition(now, setInterim),
        transcribe: transcription ? (wav) => transcribeAudio(wav) : null,
        voice: replyVoice,
        stopReply: async (replyId) => void (await stopReply(replyId)),
        captureFrame: async () => {
          const video = videoRef.current;
          return cameraRef.current && video ? cameraRef.current.frame(video) : null;
        },
        now,
        mark: (name, at) => performance.mark(name, at === undefined ? undefined : { startTime: at }),
      },
      (next) => {
        if (next.phase !== "hearing") setInterim("");
        setView(next);
      },
    );
    session.current = current;
    current.headphones = headphones;
    setView(current.current);
    void holdWakeLock().then((r) => {
      if (session.current === current) release.current = r;
      else r();
    });
    await current.start();
    // A call that could not start releases the screen and the microphone at once; its screen says why.
    if (current.current.phase === "ended") {
      release.current?.();
      release.current = null;
      session.current = null;
    }
  }, [client, headphones]);

  /** End: everything stops, and the call screen closes. */
  const end = useCallback(() => {
    stopAll();
    setView(null);
  }, [stopAll]);

  const toggleMute = useCallback(() => {
    const s = session.current;
    if (s) s.setMuted(!s.current.muted);
  }, []);

  const toggleHeadphones = useCallback(() => {
    setHeadphones((on) => {
      if (session.current) session.current.headphones = !on;
      return !on;
    });
  }, []);

  const toggleCamera = useCallback(async () => {
    if (cameraRef.current) return closeCamera();
    try {
      const opened = await openCallCamera();
      cameraRef.current = opened;
      setCamera(opened);
    } catch {
      setCamera(null);
    }
  }, [closeCamera]);

  useEffect(() => {
    const video = videoRef.current;
    if (video && camera) {
      video.srcObject = camera.stream;
      video.play()?.catch(() => undefined);
    }
  }, [camera]);

  // Leaving the page ends the call.
  useEffect(() => stopAll, [stopAll]);

  return {
    view,
    interim,
    headphones,
    cameraOn: camera !== null,
    videoRef,
    start,
    end,
    toggleMute,
    toggleHeadphones,
    toggleCamera,
  };
}

export type CallController = ReturnType<typeof useCall>;
