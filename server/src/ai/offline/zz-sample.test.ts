import { it } from "vitest";
import jpeg from "jpeg-js";
import { formatSharedFile } from "../../../../contract/chat";
import { composeReply } from "./compose-reply";
import { requestFor } from "./request-fixture";

it("prints", () => {
  const data = Buffer.alloc(40 * 20 * 4);
  for (let i = 0; i < 800; i++) data.set([255, 0, 0, 255], i * 4);
  const image = { base64: jpeg.encode({ width: 40, height: 20, data }, 80).data.toString("base64"), mediaType: "image/jpeg" };
  const history = [
    { role: "user" as const, content: "My grandmother's garden had the best roses", timestamp: "2025-05-01T10:00:00Z", importance: 5 },
    { role: "assistant" as const, content: "How lovely.", timestamp: "2025-05-01T10:00:05Z", importance: 5 },
    { role: "user" as const, content: "I finished the marathon!", timestamp: "2025-05-03T10:00:00Z", importance: 5 },
  ];
  const recalled = [{ content: "Selene is afraid of deep water", createdAt: "2025-04-02T10:00:00Z", importance: 8 }];
  for (const name of ["aeris", "nova", "trinity", "musashi", "socrates", "user", "council"] as const) {
    for (const [i, req] of [
      { message: "I'm so sad today, my old dog died this morning" },
      { message: "I miss the roses in my garden", history, mode: "unveiled" as const },
      { message: "Look at this picture", image, recalled },
      { message: `Can you check my script?\n${formatSharedFile("deploy.sh", 1200, "#!/bin/sh\necho hi\nexit 0")}` },
      { message: "Tell me about your memories", history, recalled },
      { message: "What is consciousness?" },
      { message: "show cathedral status!" },
    ].entries()) {
      console.log(`--- ${name} ${i}\n${composeReply(requestFor(name, req), 42).text}`);
    }
  }
});
