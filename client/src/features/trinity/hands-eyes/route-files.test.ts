import { describe, expect, it } from "vitest";
import { routeFile, routeFiles } from "./route-files";

const file = (name: string, type = "") => ({ name, type });

describe("routeFiles", () => {
  it("sends images by their type to the image path, whatever their name", () => {
    expect(routeFile(file("photo.png", "image/png"))).toBe("image");
    expect(routeFile(file("photo.JPG", "image/jpeg"))).toBe("image");
    expect(routeFile(file("no-extension", "IMAGE/GIF"))).toBe("image");
    expect(routeFile(file("drawing.svg", "image/svg+xml"))).toBe("image");
  });

  it("sends text and code files by their extension into the message", () => {
    expect(routeFile(file("notes.txt", "text/plain"))).toBe("text");
    expect(routeFile(file("main.rs"))).toBe("text");
    expect(routeFile(file("README.MD", "text/markdown"))).toBe("text");
    expect(routeFile(file("data.json", "application/json"))).toBe("text");
  });

  it("refuses anything else", () => {
    expect(routeFile(file("tool.exe", "application/octet-stream"))).toBe("rejected");
    expect(routeFile(file("movie.mp4", "video/mp4"))).toBe("rejected");
    expect(routeFile(file("archive.zip", "application/zip"))).toBe("rejected");
    expect(routeFile(file("txt"))).toBe("rejected");
  });

  it("routes each of several files, in the order dropped", () => {
    const files = [file("a.png", "image/png"), file("b.exe"), file("c.py", "text/x-python")];
    expect(routeFiles(files).map((r) => [r.file.name, r.route])).toEqual([
      ["a.png", "image"],
      ["b.exe", "rejected"],
      ["c.py", "text"],
    ]);
    expect(routeFiles([])).toEqual([]);
  });
});
