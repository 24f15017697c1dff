import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/api-error";
import { pickRecordingType, voiceErrorText, voiceInputMode } from "./voice-input";

describe("voice input", () => {
  it("prefers the browser's recognition, then a recording the server transcribes, else none", () => {
    expect(voiceInputMode({ recognition: true, recording: true, transcription: true })).toBe("recognition");
    expect(voiceInputMode({ recognition: true, recording: false, transcription: false })).toBe("recognition");
    expect(voiceInputMode({ recognition: false, recording: true, transcription: true })).toBe("recording");
    expect(voiceInputMode({ recognition: false, recording: true, transcription: false })).toBe("unsupported");
    expect(voiceInputMode({ recognition: false, recording: false, transcription: true })).toBe("unsupported");
  });

  it("records in the first type the browser supports, or lets it choose", () => {
    const types = ["audio/webm;codecs=opus", "audio/ogg;codecs=opus", "audio/mp4"];
    expect(pickRecordingType(types, (t) => t !== "audio/webm;codecs=opus")).toBe("audio/ogg;codecs=opus");
    expect(pickRecordingType(types, () => false)).toBeUndefined();
    expect(
      pickRecordingType(types, () => {
        throw new Error("no");
      }),
    ).toBeUndefined();
  });

  it("words a failure with the server's own message when there is one", () => {
    const body = JSON.stringify({ error: "provider_error", message: "The model provider rejected the key (401)" });
    expect(voiceErrorText(new ApiError(502, body, "Bad Gateway"))).toBe("The model provider rejected the key (401)");
    expect(voiceErrorText(new ApiError(500, "", "Internal Server Error"))).toBe("500: Internal Server Error");
    expect(voiceErrorText(new Error("the recording failed"))).toBe("the recording failed");
    expect(voiceErrorText("odd")).toBe("odd");
  });
});
