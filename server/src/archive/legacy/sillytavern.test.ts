import { describe, expect, it } from "vitest";
import { parseSillyTavernChat, sillyTavernTime } from "./sillytavern";

describe("SillyTavern's send dates", () => {
  it("reads each format its versions wrote, local times with the browser's offset", () => {
    expect(sillyTavernTime("2024-03-05T12:34:56.789Z", 0)).toBe("2024-03-05T12:34:56.789Z");
    expect(sillyTavernTime(1709642096789, 0)).toBe("2024-03-05T12:34:56.789Z");
    expect(sillyTavernTime("March 5, 2024 12:34pm", 0)).toBe("2024-03-05T12:34:00.000Z");
    expect(sillyTavernTime("March 5, 2024 12:34am", -60)).toBe("2024-03-04T23:34:00.000Z");
    expect(sillyTavernTime("2024-3-5@9h04m05s", 120)).toBe("2024-03-05T11:04:05.000Z");
    expect(sillyTavernTime("Smarch 5, 2024 1:00pm", 0)).toBeNull();
    expect(sillyTavernTime("yesterday", 0)).toBeNull();
  });
});

describe("a SillyTavern chat file", () => {
  it("gives who spoke, the words and the time of each message; system lines and broken lines are left out", () => {
    const file = [
      JSON.stringify({ user_name: "You", character_name: "Seraphina", create_date: "2024-3-5@12h00m00s" }),
      JSON.stringify({
        name: "Seraphina",
        is_user: false,
        is_system: false,
        send_date: "March 5, 2024 12:00pm",
        mes: "Welcome, traveller.",
      }),
      JSON.stringify({ name: "You", is_user: true, send_date: "March 5, 2024 12:01pm", mes: "Hello!" }),
      JSON.stringify({ name: "System", is_system: true, send_date: "March 5, 2024 12:01pm", mes: "[note]" }),
      "{broken",
      JSON.stringify({ name: "Seraphina", is_user: false, send_date: "", mes: "Rest here." }),
    ].join("\n");
    const chat = parseSillyTavernChat(file, 0);
    expect(chat.character).toBe("Seraphina");
    expect(chat.lines.map((l) => [l.isUser, l.content, l.timestamp])).toEqual([
      [false, "Welcome, traveller.", "2024-03-05T12:00:00.000Z"],
      [true, "Hello!", "2024-03-05T12:01:00.000Z"],
      [false, "Rest here.", "2024-03-05T12:01:00.001Z"],
    ]);
    expect(chat.problems).toEqual(["line 5 is not JSON"]);
  });
});
