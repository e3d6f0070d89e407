import { describe, expect, it } from "vitest";
import { type ConnectionStateFields, connectionHealthOf, localDateAndTime } from "./connectionHealth";

const linked = (state: Partial<NonNullable<ConnectionStateFields["state"]>>): ConnectionStateFields => {
  const full = {
    status: "working",
    provider_code: "active",
    action_required_ais: false,
    ais_description: null,
    ais_short_message: null,
    ...state,
  };
  return {
    type: "aggregator",
    aggregator: "sandbox",
    status: full.status,
    provider_code: full.provider_code,
    action_required: full.action_required_ais,
    archived: false,
    state: full,
  };
};

describe("connectionHealthOf", () => {
  it("a working linked connection is green, says nothing of its own and needs no repair", () => {
    expect(connectionHealthOf(linked({}))).toEqual({
      linked: true,
      tone: "success",
      shortMessage: null,
      description: null,
      repairable: false,
    });
  });

  it("a strong authentication to renew is amber, with the server's words and the repair action", () => {
    const health = connectionHealthOf(
      linked({
        status: "action_required",
        provider_code: "sca_required",
        action_required_ais: true,
        ais_short_message: "Authentification à renouveler",
        ais_description: "Votre banque demande de confirmer votre identité.",
      }),
    );
    expect(health).toMatchObject({
      tone: "warning",
      repairable: true,
      shortMessage: "Authentification à renouveler",
      description: "Votre banque demande de confirmer votre identité.",
    });
  });

  it("a bank that is down is amber and offers no repair: it comes back by itself", () => {
    const health = connectionHealthOf(
      linked({
        status: "bank_unavailable",
        provider_code: "bank_unavailable",
        ais_short_message: "Banque indisponible",
      }),
    );
    expect(health).toMatchObject({ tone: "warning", repairable: false, shortMessage: "Banque indisponible" });
  });

  it("a synchronisation in progress is blue; a failed one red", () => {
    expect(connectionHealthOf(linked({ status: "syncing", provider_code: "sync_in_progress" })).tone).toBe(
      "info",
    );
    expect(connectionHealthOf(linked({ status: "error", provider_code: "error" })).tone).toBe("danger");
  });

  it("manual, unsynced and archived connections are not linked: no repair, no last sync", () => {
    const manual: ConnectionStateFields = {
      type: "manual",
      aggregator: null,
      status: "working",
      provider_code: "active",
      action_required: false,
      archived: false,
    };
    expect(connectionHealthOf(manual)).toMatchObject({ linked: false, tone: "success", repairable: false });
    const unsynced = connectionHealthOf(linked({ status: "unsynced", provider_code: "unsynced" }));
    expect(unsynced).toMatchObject({ linked: false, tone: "neutral", repairable: false });
    const archived = { ...linked({ status: "action_required", action_required_ais: true }), archived: true };
    expect(connectionHealthOf(archived)).toMatchObject({ linked: false, repairable: false });
  });
});

describe("localDateAndTime", () => {
  it("gives the local date and the time in the locale's form", () => {
    const instant = new Date(2026, 10, 20, 9, 5).toISOString();
    expect(localDateAndTime(instant, "fr-FR")).toEqual({ isoDate: "2026-11-20", time: "09:05" });
    expect(localDateAndTime(instant, "en-GB").time).toBe("09:05");
  });
});
