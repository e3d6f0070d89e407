import type { FastifyBaseLogger } from "fastify";
import type { PartnerSettings } from "../../config";
import { companyToday } from "../../forecast/companyToday";
import {
  createTokenCipher,
  developmentTokenKey,
  parseTokenKey,
  type TokenCipher,
} from "../bankLinking/tokenCipher";
import type { PartnerAdapter } from "./partnerAdapter";
import { pennylaneAdapter } from "./pennylaneAdapter";
import { sandboxPartnerAdapter } from "./sandboxPartnerAdapter";

/** The partners' adapters this server connects (Services.partners), and the cipher of their tokens. */
export interface PartnerAdapters {
  byName(name: string): PartnerAdapter | null;
  readonly cipher: TokenCipher;
}

export function createPartnerAdapters(
  settings: PartnerSettings | undefined,
  options: { keySeed: string; log: FastifyBaseLogger },
): PartnerAdapters {
  const adapters: PartnerAdapter[] = [
    pennylaneAdapter(settings?.pennylaneApiUrl ?? "https://app.pennylane.com"),
  ];
  if (settings?.sandbox ?? true) adapters.push(sandboxPartnerAdapter(() => companyToday()));
  let key: Buffer;
  if (settings?.tokenKey) key = parseTokenKey(settings.tokenKey);
  else {
    // A different key from the banks' development key (another label): one leaked key opens one kind.
    key = developmentTokenKey(`${options.keySeed}#partners`);
    if (process.env.NODE_ENV === "production")
      options.log.warn(
        "PARTNER_TOKEN_KEY is not set: partners' API tokens are encrypted with a development key derived from the data folder; set PARTNER_TOKEN_KEY (32 bytes, base64) in production",
      );
  }
  return {
    byName: (name) => adapters.find((adapter) => adapter.name === name) ?? null,
    cipher: createTokenCipher(key),
  };
}
