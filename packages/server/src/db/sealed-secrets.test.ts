import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { lazySealedSecrets, loadSecretsKey, parseSecretsKey, sealedSecrets } from "./sealed-secrets.ts";

describe("sealed secrets", () => {
  const secrets = sealedSecrets(Buffer.alloc(32, 1));

  it("opens what it sealed for the same place only, and never stores the plain text", () => {
    const sealed = secrets.seal("token-and-secret", "ads_connections.token:1");
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain("token-and-secret");
    expect(secrets.seal("token-and-secret", "ads_connections.token:1")).not.toBe(sealed);
    expect(secrets.open(sealed, "ads_connections.token:1")).toBe("token-and-secret");
    // Copied to another team's row, or opened with another key, it does not open.
    expect(() => secrets.open(sealed, "ads_connections.token:2")).toThrow();
    expect(() => sealedSecrets(Buffer.alloc(32, 2)).open(sealed, "ads_connections.token:1")).toThrow();
  });

  it("signs with HMAC-SHA256 per use: the same text verifies, a changed text, use or key does not", () => {
    const signature = secrets.sign('{"id":1}', "audience_usages.record");
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(secrets.verify('{"id":1}', signature, "audience_usages.record")).toBe(true);
    expect(secrets.verify('{"id":2}', signature, "audience_usages.record")).toBe(false);
    expect(secrets.verify('{"id":1}', signature, "other.record")).toBe(false);
    expect(sealedSecrets(Buffer.alloc(32, 2)).verify('{"id":1}', signature, "audience_usages.record")).toBe(false);
    expect(secrets.verify('{"id":1}', "not hex", "audience_usages.record")).toBe(false);
  });

  it("takes SECRETS_KEY as 64 hex digits or base64 of 32 bytes, and nothing else", () => {
    expect(parseSecretsKey("ab".repeat(32))?.length).toBe(32);
    expect(parseSecretsKey(Buffer.alloc(32, 9).toString("base64"))?.length).toBe(32);
    expect(parseSecretsKey("short")).toBeNull();
    expect(() => loadSecretsKey({ secretsKey: "short", dataDir: "/nonexistent" })).toThrow(
      "SECRETS_KEY must be 64 hex digits or the base64 of 32 bytes",
    );
  });

  it("without SECRETS_KEY, makes a key file once, readable by its owner only, and keeps using it", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "xa-secrets-"));
    try {
      const first = loadSecretsKey({ secretsKey: undefined, dataDir: dir });
      expect(fs.statSync(path.join(dir, "secrets.key")).mode & 0o777).toBe(0o600);
      expect(loadSecretsKey({ secretsKey: undefined, dataDir: dir }).equals(first)).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true });
    }
  });

  it("reads the key only when a secret is first sealed or opened", () => {
    let loads = 0;
    const lazy = lazySealedSecrets(() => {
      loads++;
      return Buffer.alloc(32, 3);
    });
    expect(loads).toBe(0);
    expect(lazy.open(lazy.seal("x", "c"), "c")).toBe("x");
    expect(loads).toBe(1);
  });
});
