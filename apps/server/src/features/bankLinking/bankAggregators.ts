import type { FastifyBaseLogger } from "fastify";
import type { BankSettings } from "../../config";
import { sandboxCredentials } from "../../sandbox/bank/sandboxSettings";
import type { AggregatorAdapter } from "./aggregator";
import { BridgeAdapter } from "./bridgeAdapter";
import { createTokenCipher, developmentTokenKey, parseTokenKey, type TokenCipher } from "./tokenCipher";

/**
 * The aggregators this server connects banks through (Services.banks): Bridge when BRIDGE_* are set, else
 * the sandbox aggregator when one runs (BANK_SANDBOX_URL, or the process `npm start` starts), and the
 * cipher of the users' tokens.
 */
export interface BankAggregators {
  readonly adapters: readonly AggregatorAdapter[];
  /** The aggregator new connections go through, or null when none is configured. */
  readonly preferred: AggregatorAdapter | null;
  byName(name: string | null | undefined): AggregatorAdapter | null;
  readonly cipher: TokenCipher;
}

export function createBankAggregators(
  settings: BankSettings | undefined,
  options: { keySeed: string; log: FastifyBaseLogger; adapters?: readonly AggregatorAdapter[] },
): BankAggregators {
  const adapters: AggregatorAdapter[] = [...(options.adapters ?? [])];
  if (!options.adapters) {
    if (settings?.bridge)
      adapters.push(
        new BridgeAdapter({
          name: "bridge",
          sandbox: false,
          baseUrl: settings.bridge.apiUrl,
          clientId: settings.bridge.clientId,
          clientSecret: settings.bridge.clientSecret,
          webhookSecret: settings.bridge.webhookSecret,
        }),
      );
    else if (settings?.sandboxUrl)
      adapters.push(
        new BridgeAdapter({
          name: "sandbox",
          sandbox: true,
          baseUrl: settings.sandboxUrl,
          ...sandboxCredentials(),
        }),
      );
  }
  let key: Buffer;
  if (settings?.tokenKey) key = parseTokenKey(settings.tokenKey);
  else {
    key = developmentTokenKey(options.keySeed);
    if (adapters.some((adapter) => !adapter.sandbox))
      options.log.warn(
        "BANK_TOKEN_KEY is not set: the bank aggregator's tokens are encrypted with a development key derived from the data folder; set BANK_TOKEN_KEY (32 bytes, base64) in production",
      );
  }
  return {
    adapters,
    preferred: adapters[0] ?? null,
    byName: (name) => adapters.find((adapter) => adapter.name === name) ?? null,
    cipher: createTokenCipher(key),
  };
}
