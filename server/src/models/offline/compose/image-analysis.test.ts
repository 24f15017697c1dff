import jpeg from "jpeg-js";
import pngjs from "pngjs";
import { describe, expect, it } from "vitest";
import { analyseImage, brightnessOf, describeImage } from "./image-analysis";

type Rgb = [number, number, number];

function rgba(width: number, height: number, colourAt: (x: number, y: number) => Rgb): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = colourAt(x, y);
      data.set([r, g, b, 255], (y * width + x) * 4);
    }
  }
  return data;
}

function jpegImage(width: number, height: number, colourAt: (x: number, y: number) => Rgb) {
  const encoded = jpeg.encode({ width, height, data: rgba(width, height, colourAt) }, 80);
  return { base64: encoded.data.toString("base64"), mediaType: "image/jpeg" };
}

describe("analyseImage", () => {
  it("reads a solid red JPEG: size, brightness and colour", () => {
    const facts = analyseImage(jpegImage(40, 20, () => [255, 0, 0]));
    expect(facts).toEqual({ width: 40, height: 20, brightness: "dim", colours: ["red"] });
  });

  it("reads a half black, half white JPEG as balanced black and white", () => {
    const facts = analyseImage(jpegImage(32, 16, (x) => (x < 16 ? [0, 0, 0] : [255, 255, 255])));
    expect(facts?.width).toBe(32);
    expect(facts?.height).toBe(16);
    expect(facts?.brightness).toBe("balanced");
    expect([...(facts?.colours ?? [])].sort()).toEqual(["black", "white"]);
  });

  it("ranks colours by area: three quarters blue, one quarter yellow", () => {
    const facts = analyseImage(jpegImage(64, 16, (x) => (x < 48 ? [30, 80, 220] : [250, 230, 40])));
    expect(facts?.colours).toEqual(["blue", "yellow"]);
  });

  it("tells a bright picture from a dark one", () => {
    expect(analyseImage(jpegImage(16, 16, () => [245, 245, 245]))?.brightness).toBe("bright");
    expect(analyseImage(jpegImage(16, 16, () => [10, 10, 30]))?.brightness).toBe("dark");
  });

  it("reads a PNG too", () => {
    const png = new pngjs.PNG({ width: 10, height: 30 });
    png.data = rgba(10, 30, () => [30, 180, 60]);
    const base64 = pngjs.PNG.sync.write(png).toString("base64");
    expect(analyseImage({ base64, mediaType: "image/png" })).toEqual({
      width: 10,
      height: 30,
      brightness: "balanced",
      colours: ["green"],
    });
  });

  it("returns null for bytes that are not an image or a broken JPEG", () => {
    expect(analyseImage({ base64: Buffer.from("hello").toString("base64"), mediaType: "image/jpeg" })).toBeNull();
    const good = jpegImage(16, 16, () => [0, 0, 255]).base64;
    const broken = Buffer.from(good, "base64").subarray(0, 40).toString("base64");
    expect(analyseImage({ base64: broken, mediaType: "image/jpeg" })).toBeNull();
  });
});

describe("describeImage", () => {
  it("states size, brightness and colours", () => {
    expect(describeImage({ width: 40, height: 20, brightness: "dim", colours: ["red", "black"] })).toBe(
      "a 40×20 picture, dim overall, mostly red and black",
    );
  });

  it("maps mean luminance to four words", () => {
    expect([10, 70, 128, 220].map(brightnessOf)).toEqual(["dark", "dim", "balanced", "bright"]);
  });
});
