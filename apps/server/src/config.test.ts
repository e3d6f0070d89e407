import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("TRUST_PROXY", () => {
  const trustProxyOf = (value: string | undefined) => loadConfig({ TRUST_PROXY: value }).trustProxy;

  it("trusts no proxy unless told", () => {
    expect(trustProxyOf(undefined)).toBe(false);
    expect(trustProxyOf("")).toBe(false);
    expect(trustProxyOf("false")).toBe(false);
  });

  it("takes a hop count, addresses and CIDR blocks, or true", () => {
    expect(trustProxyOf("1")).toBe(1);
    expect(trustProxyOf("10.0.0.0/8, 127.0.0.1,fd00::/8")).toEqual(["10.0.0.0/8", "127.0.0.1", "fd00::/8"]);
    expect(trustProxyOf("true")).toBe(true);
  });

  it("stops the server with a clear message on anything else", () => {
    expect(() => trustProxyOf("proxy.internal")).toThrow(/TRUST_PROXY.*proxy\.internal/);
    expect(() => trustProxyOf("10.0.0.0/33")).toThrow(/TRUST_PROXY/);
  });
});
