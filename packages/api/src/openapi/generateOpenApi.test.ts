import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { CALL_NAMES } from "../contract/contract";
import { generateOpenApi } from "./generateOpenApi";

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document for a standard validator", async () => {
    const validator = new Validator();
    const result = await validator.validate(generateOpenApi());
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("has one operation per contract entry, named after the call", () => {
    const document = generateOpenApi() as { paths: Record<string, Record<string, { operationId: string }>> };
    const operationIds = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((operation) => operation.operationId),
    );
    expect(operationIds.sort()).toEqual([...CALL_NAMES].sort());
    const signIn = document.paths["/api/v2/signIn"]?.post as unknown as {
      requestBody: unknown;
      security?: unknown;
    };
    expect(JSON.stringify(signIn.requestBody)).toContain("username");
    expect(signIn.security).toBeUndefined();
    const branding = document.paths["/api/v2/company/{companyId}/branding"];
    expect(Object.keys(branding ?? {}).sort()).toEqual(["get", "post"]);
  });
});
