import { formatSharedFile } from "@contract/chat";
import type { PersonalityName } from "@contract/personalities";
import jpeg from "jpeg-js";
import { describe, expect, it } from "vitest";
import { requestFor } from "../../../../test/request-fixture";
import type { ImageInput, ReplyRequest } from "../../types";
import { UNREADABLE_IMAGE } from "../sections";
import { composeReply } from "./compose-reply";

const ALL: PersonalityName[] = ["aeris", "nova", "trinity", "musashi", "socrates", "user", "council"];
const reply = (name: PersonalityName, overrides: Partial<ReplyRequest> = {}, seed = 5) => composeReply(requestFor(name, overrides), seed);

function jpegOf(width: number, height: number, colourAt: (x: number) => [number, number, number]): ImageInput {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set([...colourAt(x), 255], (y * width + x) * 4);
  return { base64: jpeg.encode({ width, height, data }, 80).data.toString("base64"), mediaType: "image/jpeg" };
}

describe("an attached image", () => {
  const red = jpegOf(40, 20, () => [255, 0, 0]);
  const split = jpegOf(32, 16, (x) => (x < 16 ? [0, 0, 0] : [255, 255, 255]));

  it.each(ALL)("%s states its size, brightness and colour", (name) => {
    const text = reply(name, { message: "What do you see?", image: red }).text;
    expect(text).toContain("a 40×20 picture, dim overall, mostly red");
  });

  it("names two colours of a half black, half white picture", () => {
    const text = reply("nova", { message: "Look", image: split }).text;
    expect(text).toMatch(/a 32×16 picture, balanced overall, mostly (black and white|white and black)/);
  });

  it("says plainly when the image cannot be read", () => {
    const broken = { base64: Buffer.from("not a jpeg at all").toString("base64"), mediaType: "image/jpeg" };
    for (const name of ALL) expect(reply(name, { message: "Look", image: broken }).text).toContain(UNREADABLE_IMAGE);
  });

  it("says nothing about images when none is attached", () => {
    expect(reply("aeris", { message: "Look" }).text).not.toMatch(/picture|image/);
  });
});

describe("a shared file", () => {
  const message = `Can you check my deploy script?\n${formatSharedFile("deploy.sh", 1200, "#!/bin/sh\n# sad sad sad crying\necho hi\nexit 0")}`;

  it.each(ALL)("%s names the file, its language and its lines", (name) => {
    expect(reply(name, { message }).text).toContain("deploy.sh, shell script, 4 lines");
  });

  it("reads the mood and topic from the words around the file, not its content", () => {
    const plan = reply("aeris", { message });
    expect(plan.emotion).toBe("wonder");
    expect(plan.topic).toBe("your deploy script");
  });

  it("knows other languages", () => {
    const py = `${formatSharedFile("model.py", 100, "import math\nprint(math.pi)")}`;
    expect(reply("musashi", { message: py }).text).toContain("model.py, Python, 2 lines");
  });
});
