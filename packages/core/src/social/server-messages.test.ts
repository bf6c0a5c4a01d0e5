import { describe, expect, it } from "vitest";
import { readServerMessage, SERVER_MESSAGE_TEMPLATES, serverMessage } from "./server-messages.ts";

describe("server messages", () => {
  it("reads back every message it builds, values included", () => {
    for (const key of Object.keys(SERVER_MESSAGE_TEMPLATES) as (keyof typeof SERVER_MESSAGE_TEMPLATES)[]) {
      const params = { file: "a b.csv", detail: "x: y (z)", endpoint: "/2/users/:id/tweets", seconds: "901" };
      const text = serverMessage(key, { ...params, status: 503, handle: "nasa", kind: "delete", title: "Forbidden" });
      expect(readServerMessage(text)?.key).toBe(key);
    }
    expect(
      readServerMessage(serverMessage("xRateLimitTooLong", { endpoint: "/2/tweets/search/recent", seconds: 901 })),
    ).toEqual({ key: "xRateLimitTooLong", params: { endpoint: "/2/tweets/search/recent", seconds: "901" } });
  });

  it("tells a reason from the same reason with details, and leaves other texts alone", () => {
    expect(readServerMessage("malformed JSON")).toEqual({ key: "malformedJson", params: {} });
    expect(readServerMessage("malformed JSON: Unexpected token } in JSON at position 3")).toEqual({
      key: "malformedJsonLine",
      params: { detail: "Unexpected token } in JSON at position 3" },
    });
    expect(readServerMessage("API error: Not Found Error")).toEqual({
      key: "apiError",
      params: { title: "Not Found Error" },
    });
    expect(readServerMessage("X API error 500: oops")?.key).toBe("xError");
    expect(readServerMessage("something the server said")).toBeNull();
    expect(readServerMessage("malformed JSON!")).toBeNull();
  });
});
