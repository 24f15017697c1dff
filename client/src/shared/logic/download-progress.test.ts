import { describe, expect, it } from "vitest";
import { downloadLine, downloadPercent, megabytes } from "./download-progress";

const MB = 1_000_000;

describe("download progress", () => {
  it("says sizes in whole megabytes", () => {
    expect(megabytes(491_000_000)).toBe("491 MB");
    expect(megabytes(490_600_000)).toBe("491 MB");
  });

  it("is the share received, never past 100, and 0 while the size is unknown", () => {
    expect(downloadPercent({ state: "downloading", received: 120 * MB, total: 480 * MB, error: null })).toBe(25);
    expect(downloadPercent({ state: "downloading", received: 500 * MB, total: 480 * MB, error: null })).toBe(100);
    expect(downloadPercent({ state: "downloading", received: 5 * MB, total: null, error: null })).toBe(0);
    expect(downloadLine({ state: "downloading", received: 120 * MB, total: 480 * MB, error: null })).toBe("120 MB of 480 MB (25%)");
    expect(downloadLine({ state: "downloading", received: 5 * MB, total: null, error: null })).toBe("5 MB of ? (0%)");
  });
});
