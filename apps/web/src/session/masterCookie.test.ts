import { describe, expect, it } from "vitest";
import { masterCookie, masterCookieDomain, readMasterCookie, secondsUntilExpiry } from "./masterCookie";

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const base64Url = (value: object) =>
  Buffer.from(JSON.stringify(value))
    .toString("base64")
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
const tokenExpiringIn = (seconds: number) =>
  `${base64Url({ alg: "HS256" })}.${base64Url({ sub: "7", exp: NOW / 1000 + seconds })}.signature`;

describe("the master cookie", () => {
  it("is shared on the parent domain of the host, never on a bare domain, localhost or an IP", () => {
    expect(masterCookieDomain("app.trezo.fr")).toBe("trezo.fr");
    expect(masterCookieDomain("auth.trezo.fr")).toBe("trezo.fr");
    expect(masterCookieDomain("trezo.fr")).toBeUndefined();
    expect(masterCookieDomain("localhost")).toBeUndefined();
    expect(masterCookieDomain("127.0.0.1")).toBeUndefined();
  });

  it("lives as long as the token, Secure on HTTPS", () => {
    const token = tokenExpiringIn(3600);
    expect(secondsUntilExpiry(token, NOW)).toBe(3600);
    expect(masterCookie(token, { hostname: "app.trezo.fr", protocol: "https:" }, NOW)).toBe(
      `trezo_master=${token}; Path=/; Domain=trezo.fr; Max-Age=3600; SameSite=Lax; Secure`,
    );
  });

  it("is removed with an empty value and a zero max-age", () => {
    expect(masterCookie(null, { hostname: "localhost", protocol: "http:" }, NOW)).toBe(
      "trezo_master=; Path=/; Max-Age=0; SameSite=Lax",
    );
  });

  it("has no max-age when the token is not a readable JWT", () => {
    expect(secondsUntilExpiry("opaque", NOW)).toBeUndefined();
    expect(masterCookie("opaque", { hostname: "localhost", protocol: "http:" }, NOW)).toBe(
      "trezo_master=opaque; Path=/; SameSite=Lax",
    );
  });

  it("is read back from document.cookie", () => {
    expect(readMasterCookie("a=1; trezo_master=abc.def; b=2")).toBe("abc.def");
    expect(readMasterCookie("a=1")).toBeNull();
  });
});
