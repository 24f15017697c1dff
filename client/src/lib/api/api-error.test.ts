import { describe, expect, it } from "vitest";
import { ApiError, errorStatus, errorText, failureReport, NO_ANSWER_TEXT } from "./api-error";

describe("errorText", () => {
  it("gives the server's own message when it answered, else the fallback", () => {
    expect(errorText(new ApiError(409, JSON.stringify({ message: "Already running" }), "Conflict"), "x")).toBe("Already running");
    expect(errorText(new ApiError(500, "", "Internal Server Error"))).toBe("500: Internal Server Error");
    expect(errorText(new TypeError("Failed to fetch"), "Not saved")).toBe("Not saved");
    expect(errorText(new TypeError("Failed to fetch"))).toBe(NO_ANSWER_TEXT);
  });

  it("names the status only when the server answered", () => {
    expect(errorStatus(new ApiError(429, "", "Too Many Requests"))).toBe(429);
    expect(errorStatus(new Error("offline"))).toBeNull();
  });

  it("reports a failure for the log as status and body, or network and why", () => {
    expect(failureReport(new ApiError(502, "bad gateway", "Bad Gateway"))).toEqual({ status: 502, body: "bad gateway" });
    expect(failureReport(new ApiError(500, "", "Internal Server Error"))).toEqual({ status: 500, body: "500: Internal Server Error" });
    expect(failureReport(new TypeError("Failed to fetch"))).toEqual({ status: "network", body: "Failed to fetch" });
  });
});
