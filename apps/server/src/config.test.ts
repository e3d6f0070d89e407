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

describe("SUPERADMIN_EMAILS", () => {
  it("reads comma-separated addresses, lower-cased, and none when unset", () => {
    expect(loadConfig({}).superAdminEmails).toEqual([]);
    expect(
      loadConfig({ SUPERADMIN_EMAILS: " Ops@Example.com, second@example.com ," }).superAdminEmails,
    ).toEqual(["ops@example.com", "second@example.com"]);
  });

  it("stops the server on something that is not an address", () => {
    expect(() => loadConfig({ SUPERADMIN_EMAILS: "ops@example.com, root" })).toThrow(/SUPERADMIN_EMAILS/);
  });
});

describe("S3 file storage", () => {
  it("is off unless S3_BUCKET is set", () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_ENDPOINT: "http://minio:9000" }).s3).toBeUndefined();
  });

  it("reads the bucket, endpoint, path style and credentials", () => {
    expect(
      loadConfig({
        S3_BUCKET: "trezo",
        S3_ENDPOINT: "http://minio:9000",
        S3_FORCE_PATH_STYLE: "true",
        S3_ACCESS_KEY_ID: "id",
        S3_SECRET_ACCESS_KEY: "secret",
      }).s3,
    ).toEqual({
      bucket: "trezo",
      prefix: "trezo/",
      region: "us-east-1",
      endpoint: "http://minio:9000",
      forcePathStyle: true,
      credentials: { accessKeyId: "id", secretAccessKey: "secret" },
    });
    expect(loadConfig({ S3_BUCKET: "trezo", S3_REGION: "eu-west-3" }).s3).toMatchObject({
      region: "eu-west-3",
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it("refuses half a pair of credentials, without repeating the secret", () => {
    expect(() => loadConfig({ S3_BUCKET: "trezo", S3_SECRET_ACCESS_KEY: "s3cr3t" })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => loadConfig({ S3_BUCKET: "trezo", S3_SECRET_ACCESS_KEY: "s3cr3t" })).not.toThrow(/s3cr3t/);
  });
});
