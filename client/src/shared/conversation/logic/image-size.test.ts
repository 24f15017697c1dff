import { describe, expect, it } from "vitest";
import { fitWithin, formatMegabytes, isImageType } from "./image-size";

describe("image type check", () => {
  it("accepts only image/* types", () => {
    for (const t of ["image/jpeg", "image/png", "image/gif", "image/webp", "IMAGE/PNG"]) expect(isImageType(t)).toBe(true);
    for (const t of ["text/plain", "application/pdf", "", "video/mp4", "application/image"]) expect(isImageType(t)).toBe(false);
  });
});

describe("fitWithin (longest side at most 800 px)", () => {
  it("leaves small images alone", () => {
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
    expect(fitWithin(800, 800)).toEqual({ width: 800, height: 800 });
  });

  it("shrinks wide, tall and square images to 800 on their longest side, keeping the shape", () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1080, 1920)).toEqual({ width: 450, height: 800 });
    expect(fitWithin(2000, 2000)).toEqual({ width: 800, height: 800 });
    expect(fitWithin(1601, 801)).toEqual({ width: 800, height: 400 });
  });

  it("never gives a side of zero, even for a sliver", () => {
    expect(fitWithin(10_000, 3)).toEqual({ width: 800, height: 1 });
    expect(fitWithin(2, 9_000)).toEqual({ width: 1, height: 800 });
  });

  it("takes another limit and refuses empty sizes", () => {
    expect(fitWithin(300, 150, 100)).toEqual({ width: 100, height: 50 });
    expect(() => fitWithin(0, 10)).toThrow();
    expect(() => fitWithin(Number.NaN, 10)).toThrow();
  });
});

describe("formatMegabytes", () => {
  it("shows two decimals", () => {
    expect(formatMegabytes(0)).toBe("0.00 MB");
    expect(formatMegabytes(1024 * 1024)).toBe("1.00 MB");
    expect(formatMegabytes(2_465_792)).toBe("2.35 MB");
  });
});
