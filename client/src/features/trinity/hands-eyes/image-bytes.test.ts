import { describe, expect, it } from "vitest";
import { dataUrlByteSize, formatKilobytes } from "./image-bytes";

const dataUrl = (bytes: number) => `data:image/jpeg;base64,${Buffer.alloc(bytes, 7).toString("base64")}`;

describe("image bytes", () => {
  it("counts the decoded bytes of a data URL, padding included", () => {
    for (const n of [0, 1, 2, 3, 4, 5, 1000, 2048]) expect(dataUrlByteSize(dataUrl(n))).toBe(n);
  });
  it("shows a size in KB with one decimal", () => {
    expect(formatKilobytes(2458)).toBe("2.4 KB");
    expect(formatKilobytes(0)).toBe("0.0 KB");
  });
});
