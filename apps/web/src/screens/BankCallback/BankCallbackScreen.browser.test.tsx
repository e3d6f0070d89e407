import { describe, expect, it, vi } from "vitest";
import type { CallbackParameters } from "../../features/bankLink/firstSync";
import { FakeFailure, type FakeHandlers, renderWithFakeServer } from "../../testing/renderWithFakeServer";
import { BankCallback } from "./BankCallbackScreen";

const SLOW = { timeout: 20_000 };
const JOB = "0b9f3c1e-4a8e-4a57-9d1f-2f6f4c1d2e3a";
const RESULT = {
  connections: 1,
  accounts: 2,
  added: 180,
  updated: 0,
  deleted: 0,
  linked: 0,
  matched: 3,
  needing_attention: 0,
};

/** A job that answers `progress` on each poll, then is done. */
function jobAnswering(progress: number[]) {
  let polls = 0;
  return () => {
    const step = progress[polls++];
    return step === undefined
      ? { finished: true, status: "done", progress: 100, result: RESULT, message: null }
      : { finished: false, status: "running", progress: step, result: null, message: null };
  };
}

async function renderCallback(
  parameters: CallbackParameters | null,
  handlers: FakeHandlers,
  patienceMs?: number,
) {
  const onBanksChanged = vi.fn();
  const rendered = await renderWithFakeServer(
    <BankCallback
      companyId={7}
      parameters={parameters}
      onBanksChanged={onBanksChanged}
      pollMs={50}
      {...(patienceMs === undefined ? {} : { patienceMs })}
    />,
    handlers,
    { path: "/callback", uiLocale: true },
  );
  return { ...rendered, onBanksChanged };
}

describe("/callback", () => {
  it("records the connection, shows the first sync's progress, then says it is connected", SLOW, async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const poll = jobAnswering([40]);
    const { screen, callsOf, onBanksChanged } = await renderCallback(
      { state: "st-1", item_id: "8123", success: "true" },
      {
        getProviderToken: () => ({ bank_id: 9, status: "working", accounts: 2 }),
        getDataAfterSuccess: () => ({ jobId: JOB }),
        isGetDataAfterSuccessFinish: async () => {
          const answer = poll();
          if (answer.progress === 40) await held;
          return answer;
        },
      },
    );
    await expect
      .element(screen.getByRole("heading", { level: 1 }))
      .toHaveTextContent("Connexion de votre banque");
    const bar = screen.getByRole("progressbar", { name: "Première synchronisation" });
    await expect.element(bar).toBeVisible();
    await expect.element(screen.getByRole("status")).toHaveTextContent("Import de vos opérations…");
    release();
    await expect
      .element(screen.getByText("Votre banque est connectée : 2 comptes synchronisés."))
      .toBeVisible();
    expect(callsOf("getProviderToken")).toEqual([
      { companyId: 7, state: "st-1", item_id: "8123", success: "true" },
    ]);
    expect(callsOf("getDataAfterSuccess")).toEqual([{ companyId: 7, bank_id: 9 }]);
    expect(callsOf("isGetDataAfterSuccessFinish").length).toBe(2);
    expect(callsOf("completeBridgeSync")).toEqual([]);
    expect(onBanksChanged).toHaveBeenCalledTimes(1);
    await screen.getByRole("button", { name: "Aller au tableau de bord" }).click();
    await expect.element(screen.getByText("elsewhere")).toBeVisible();
  });

  it("waits for the aggregator with completeBridgeSync while it still reads the bank", SLOW, async () => {
    const { screen, calls } = await renderCallback(
      { state: "st-2" },
      {
        getProviderToken: () => ({ bank_id: 9, status: "syncing", accounts: 0 }),
        completeBridgeSync: () => ({
          state: {
            status: "working",
            provider_code: "active",
            action_required_ais: false,
            ais_description: null,
            ais_short_message: null,
          },
          result: RESULT,
        }),
        getDataAfterSuccess: () => ({ jobId: JOB }),
        isGetDataAfterSuccessFinish: jobAnswering([]),
      },
    );
    await expect.element(screen.getByText(/Votre banque est connectée/)).toBeVisible();
    expect(calls.map((call) => call.name)).toEqual([
      "getProviderToken",
      "completeBridgeSync",
      "getDataAfterSuccess",
      "isGetDataAfterSuccessFinish",
    ]);
  });

  it("a user who left the bank's page is told nothing was added", async () => {
    const { screen, callsOf, onBanksChanged } = await renderCallback(
      { state: "st-3", success: "false", step: "sub_banks_list" },
      {
        getProviderToken: () => {
          throw new FakeFailure(400, { error: "bank_link_failed", status_code: 400 });
        },
      },
    );
    await expect
      .element(
        screen.getByText(
          "Vous avez quitté la page de votre banque avant la fin : aucune banque n'a été ajoutée.",
        ),
      )
      .toBeVisible();
    // The state is handed back all the same (it is used up); nothing else is asked.
    expect(callsOf("getProviderToken")).toEqual([
      { companyId: 7, state: "st-3", success: "false", step: "sub_banks_list" },
    ]);
    expect(callsOf("getDataAfterSuccess")).toEqual([]);
    expect(onBanksChanged).not.toHaveBeenCalled();
    await expect.element(screen.getByRole("button", { name: "Voir mes banques" })).toBeVisible();
  });

  it("a bank that needs the user on the way in is recorded, not synchronised, and sends to the banks", async () => {
    const { screen, callsOf, onBanksChanged } = await renderCallback(
      { state: "st-7", item_id: "1002", success: "false", step: "sync_error" },
      { getProviderToken: () => ({ bank_id: 9, status: "action_required", accounts: 1 }) },
    );
    await expect
      .element(screen.getByText(/Votre banque a été ajoutée, mais elle ne peut pas encore être synchronisée/))
      .toBeVisible();
    expect(callsOf("getDataAfterSuccess")).toEqual([]);
    expect(onBanksChanged).toHaveBeenCalledTimes(1);
    await screen.getByRole("button", { name: "Voir mes banques" }).click();
    await expect.element(screen.getByText("elsewhere")).toBeVisible();
  });

  it("a return without its state is incomplete", async () => {
    const { screen, calls } = await renderCallback(null, {});
    await expect
      .element(screen.getByRole("alert"))
      .toHaveTextContent(/Ce retour de votre banque est incomplet/);
    expect(calls).toEqual([]);
  });

  it("a refusal is said with the server's words", SLOW, async () => {
    const refused = await renderCallback(
      { state: "st-4" },
      {
        getProviderToken: () => {
          throw new FakeFailure(400, {
            error: "bank_link_failed",
            message: "La connexion à votre banque n'a pas abouti. Vous pouvez réessayer.",
            status_code: 400,
          });
        },
      },
    );
    const alert = refused.screen.getByRole("alert");
    await expect.element(alert).toHaveTextContent("Votre banque n'a pas pu être connectée.");
    await expect
      .element(alert)
      .toHaveTextContent("La connexion à votre banque n'a pas abouti. Vous pouvez réessayer.");
  });

  it("a failed first sync is said with the job's words", SLOW, async () => {
    const failedJob = await renderCallback(
      { state: "st-5" },
      {
        getProviderToken: () => ({ bank_id: 9, status: "working", accounts: 1 }),
        getDataAfterSuccess: () => ({ jobId: JOB }),
        isGetDataAfterSuccessFinish: () => ({
          finished: true,
          status: "failed",
          progress: 30,
          result: null,
          message: "Votre banque ne répond pas pour le moment.",
        }),
      },
    );
    await expect
      .element(failedJob.screen.getByRole("alert"))
      .toHaveTextContent("Votre banque ne répond pas pour le moment.");
  });

  it(
    "a first sync longer than the page's patience goes on in the background, and says so",
    SLOW,
    async () => {
      const { screen, onBanksChanged } = await renderCallback(
        { state: "st-6" },
        {
          getProviderToken: () => ({ bank_id: 9, status: "working", accounts: 1 }),
          getDataAfterSuccess: () => ({ jobId: JOB }),
          isGetDataAfterSuccessFinish: () => ({
            finished: false,
            status: "running",
            progress: 10,
            result: null,
            message: null,
          }),
        },
        200,
      );
      await expect.element(screen.getByText(/prend plus de temps que prévu/)).toBeVisible();
      expect(onBanksChanged).toHaveBeenCalledTimes(1);
    },
  );
});
