import type { SpeechFormat, VoiceServersRequest, VoiceServerView } from "@contract/speech";

/** What the servers form holds for one server: the key typed (blank keeps the stored one) and whether to remove it. */
export type ServerForm = { baseUrl: string; model: string; key: string; removeKey: boolean };
export type ServersForm = { speech: ServerForm & { format: SpeechFormat }; transcription: ServerForm };

export const serverForm = (view: VoiceServerView): ServerForm => ({
  baseUrl: view.baseUrl ?? "",
  model: view.model ?? "",
  key: "",
  removeKey: false,
});

/** One server's change: only what differs from what is stored; a typed key replaces the stored one, "" removes it. */
function serverChange(form: ServerForm, stored: VoiceServerView): { baseUrl?: string; model?: string; key?: string } {
  const change: { baseUrl?: string; model?: string; key?: string } = {};
  if (form.baseUrl.trim() !== (stored.baseUrl ?? "")) change.baseUrl = form.baseUrl.trim();
  if (form.model.trim() !== (stored.model ?? "")) change.model = form.model.trim();
  if (form.key.trim()) change.key = form.key.trim();
  else if (form.removeKey && stored.keyHint) change.key = "";
  return change;
}

/** The PUT /api/voice-servers body for the form's servers against what is stored. */
export function serversChange(
  form: ServersForm,
  stored: { speech: VoiceServerView & { format: SpeechFormat }; transcription: VoiceServerView },
): VoiceServersRequest {
  const speech = {
    ...serverChange(form.speech, stored.speech),
    ...(form.speech.format !== stored.speech.format ? { format: form.speech.format } : {}),
  };
  const transcription = serverChange(form.transcription, stored.transcription);
  return {
    ...(Object.keys(speech).length > 0 ? { speech } : {}),
    ...(Object.keys(transcription).length > 0 ? { transcription } : {}),
  };
}
