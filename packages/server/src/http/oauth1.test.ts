import { describe, expect, it } from "vitest";
import {
  hmacSha1Signature,
  normalizeParameters,
  oauth1Header,
  parseOAuth1Header,
  percentEncode,
  signatureBaseString,
} from "./oauth1.ts";

describe("OAuth 1.0a HMAC-SHA1 signing", () => {
  // X's "Creating a signature" page (developer.x.com/en/docs/authentication/oauth-1-0a/creating-a-signature):
  // its published request, secrets and the signature it says they give.
  const xExample = {
    request: {
      method: "POST",
      url: "https://api.twitter.com/1.1/statuses/update.json?include_entities=true",
      formBody: [["status", "Hello Ladies + Gentlemen, a signed OAuth request!"]] as const,
    },
    credentials: {
      consumerKey: "xvz1evFS4wEEPTGEFPHBog",
      consumerSecret: "kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw",
      accessToken: "370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb",
      accessTokenSecret: "LswwdoUaIvS8ltyTt5jkRh4J50vUPVVHtR2YPi5kE",
    },
    nonce: "kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg",
    timestamp: 1318622958,
  };
  // The protocol fields of that request, as its header carries them and its base string lists them.
  const exampleFields = {
    oauth_consumer_key: xExample.credentials.consumerKey,
    oauth_nonce: xExample.nonce,
    oauth_signature_method: "HMAC-SHA1",
    oauth_timestamp: String(xExample.timestamp),
    oauth_token: xExample.credentials.accessToken,
    oauth_version: "1.0",
  };

  it("gives the signature X's documentation publishes for its worked example", () => {
    const header = oauth1Header(xExample.request, xExample.credentials, xExample);
    const fields = parseOAuth1Header(header);
    expect(fields?.oauth_signature).toBe("hCtSmYh+iHYCEqBWrE7C7hYmtUk=");
    expect(header).toContain('oauth_signature="hCtSmYh%2BiHYCEqBWrE7C7hYmtUk%3D"');
    expect(fields).toMatchObject(exampleFields);
  });

  it("builds X's published signature base string", () => {
    const base = signatureBaseString(xExample.request, exampleFields);
    expect(base).toBe(
      "POST&https%3A%2F%2Fapi.twitter.com%2F1.1%2Fstatuses%2Fupdate.json&include_entities%3Dtrue%26oauth_consumer_key%3Dxvz1evFS4wEEPTGEFPHBog%26oauth_nonce%3DkYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg%26oauth_signature_method%3DHMAC-SHA1%26oauth_timestamp%3D1318622958%26oauth_token%3D370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb%26oauth_version%3D1.0%26status%3DHello%2520Ladies%2520%252B%2520Gentlemen%252C%2520a%2520signed%2520OAuth%2520request%2521",
    );
  });

  it("signs the OAuth 1.0 specification's photos example as published", () => {
    // OAuth Core 1.0 Appendix A.5: GET http://photos.example.net/photos?file=vacation.jpg&size=original
    const base = signatureBaseString(
      { method: "GET", url: "http://photos.example.net/photos?file=vacation.jpg&size=original" },
      {
        oauth_consumer_key: "dpf43f3p2l4k3l03",
        oauth_token: "nnch734d00sl2jdk",
        oauth_signature_method: "HMAC-SHA1",
        oauth_timestamp: "1191242096",
        oauth_nonce: "kllo9940pd9333jh",
        oauth_version: "1.0",
      },
    );
    expect(base).toBe(
      "GET&http%3A%2F%2Fphotos.example.net%2Fphotos&file%3Dvacation.jpg%26oauth_consumer_key%3Ddpf43f3p2l4k3l03%26oauth_nonce%3Dkllo9940pd9333jh%26oauth_signature_method%3DHMAC-SHA1%26oauth_timestamp%3D1191242096%26oauth_token%3Dnnch734d00sl2jdk%26oauth_version%3D1.0%26size%3Doriginal",
    );
    expect(hmacSha1Signature(base, "kd94hf93k423kf44", "pfkkdhi9sl3r4s00")).toBe("tR3+Ty81lMeYAr/Fid0kMTYa/WM=");
  });

  it("normalises RFC 5849's §3.4.1.3 parameters: repeated names, empty values, encoded names", () => {
    // POST /request?b5=%3D%253D&a3=a&c%40=&a2=r%20b with body c2&a3=2+q, plus its oauth_* fields.
    const url = "http://example.com/request?b5=%3D%253D&a3=a&c%40=&a2=r%20b";
    const base = signatureBaseString(
      {
        method: "POST",
        url,
        formBody: [
          ["c2", ""],
          ["a3", "2 q"],
        ],
      },
      {
        oauth_consumer_key: "9djdj82h48djs9d2",
        oauth_token: "kkk9d7dh3k39sjv7",
        oauth_signature_method: "HMAC-SHA1",
        oauth_timestamp: "137131201",
        oauth_nonce: "7d8f3e4a",
      },
    );
    const expected =
      "a2=r%20b&a3=2%20q&a3=a&b5=%3D%253D&c%40=&c2=&oauth_consumer_key=9djdj82h48djs9d2&oauth_nonce=7d8f3e4a&oauth_signature_method=HMAC-SHA1&oauth_timestamp=137131201&oauth_token=kkk9d7dh3k39sjv7";
    expect(base).toBe(`POST&http%3A%2F%2Fexample.com%2Frequest&${percentEncode(expected)}`);
  });

  it("percent-encodes per RFC 3986: unreserved kept, reserved and UTF-8 bytes escaped in upper case", () => {
    expect(percentEncode("Az09-._~")).toBe("Az09-._~");
    expect(percentEncode("!*'() +/=&")).toBe("%21%2A%27%28%29%20%2B%2F%3D%26");
    expect(percentEncode("☃")).toBe("%E2%98%83");
    expect(
      normalizeParameters([
        ["b", "1"],
        ["a", "2"],
        ["a", "1"],
      ]),
    ).toBe("a=1&a=2&b=1");
  });

  it("reads back only well-formed OAuth headers", () => {
    expect(parseOAuth1Header(undefined)).toBeNull();
    expect(parseOAuth1Header("Bearer abc")).toBeNull();
    expect(parseOAuth1Header('OAuth oauth_nonce="a", broken')).toBeNull();
  });
});
