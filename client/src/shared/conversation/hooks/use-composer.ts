import { useCallback } from "react";
import { useDraft } from "@/lib/phone/use-draft";
import { appendBlock, fitsInMessage, quoteMemory } from "@/shared/conversation/logic/shared-file";
import { useImageAttachment } from "./use-image-attachment";
import { useSpeechInput } from "./use-speech-input";
import { useTypingSignal } from "./use-typing-signal";

type Send = (content: string, imageBase64?: string | null) => Promise<boolean>;

/**
 * The message being written: its text (kept through a reload under `draftKey`), the attached image, dictated words,
 * shared files and quoted memories.
 */
export function useComposer(send: Send, options: { pending: boolean; onSend: () => void; draftKey?: string }) {
  const [text, setText] = useDraft(options.draftKey);
  const attachment = useImageAttachment();
  const appendWords = useCallback((words: string) => setText((t) => (t.trim() ? `${t.replace(/\s+$/, "")} ${words}` : words)), [setText]);
  const speech = useSpeechInput(appendWords);
  useTypingSignal(text);

  const shareFile = useCallback(
    (block: string) => {
      if (!fitsInMessage(text, block)) return false;
      setText((t) => appendBlock(t, block));
      return true;
    },
    [text, setText],
  );
  const attachMemory = useCallback((content: string) => setText((t) => appendBlock(t, quoteMemory(content))), [setText]);

  const { pending, onSend } = options;
  const { image, removeImage, restoreImage } = attachment;
  const submit = useCallback(async () => {
    const content = text.trim();
    if (!content || pending) return;
    setText("");
    removeImage();
    onSend();
    const stored = await send(content, image?.dataUrl);
    if (!stored) {
      // Never reached the server: give the words (and image) back rather than lose them.
      setText((t) => (t.trim() ? t : content));
      if (image) restoreImage(image);
    }
  }, [image, onSend, pending, removeImage, restoreImage, send, text, setText]);

  return { text, setText, attachment, speech, shareFile, attachMemory, submit };
}
