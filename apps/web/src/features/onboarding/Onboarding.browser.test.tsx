/**
 * The onboarding steps and the meeting page in Chromium, with the app's providers and a fake server:
 * the welcome texts the server decides, the chapters in words, the add-bank suggestion after its delay,
 * and the meeting page's reason and booking link (or how to reach support).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { appStorage } from "../../platform/boundedStorage";
import { TRANSLATION_CACHE_KEY } from "../../platform/translation/translationCache";
import { FakeFailure, renderWithFakeServer } from "../../testing/renderWithFakeServer";
import { AddBankStep } from "./AddBankStep";
import { MeetingBooking } from "./MeetingBooking";
import { OnboardingProgress } from "./OnboardingProgress";
import { WelcomeStep } from "./WelcomeStep";

const chapters = [
  { condition_key: "add_bank", completed: true, order: 1 },
  { condition_key: "add_categories", completed: false, order: 2 },
  { condition_key: "add_forecast", completed: false, order: 3 },
];

/** Garage Petit's welcome step, whose buttons lead nowhere: what it shows is under test. */
function GaragePetitWelcome({ canCustomize = false }: { canCustomize?: boolean }) {
  return (
    <WelcomeStep
      companyId={7}
      companyName="Garage Petit"
      canCustomize={canCustomize}
      onStart={() => undefined}
      onSkip={() => undefined}
    />
  );
}

describe("the welcome step", () => {
  it("shows the company's own welcome texts and its chapters in words", async () => {
    const onStart = vi.fn();
    const onSkip = vi.fn();
    const { screen, callsOf } = await renderWithFakeServer(
      <WelcomeStep companyId={7} companyName="Boulangerie Martin" onStart={onStart} onSkip={onSkip} />,
      {
        getStartOnboarding: () => ({
          chapters,
          current_chapter: "add_categories",
          welcome: {
            source: "company",
            title: "Bienvenue chez Dupont",
            body: "Votre trésorerie, pas à pas.",
          },
        }),
      },
      { path: "/onboarding/welcome" },
    );
    await expect
      .element(screen.getByRole("heading", { level: 1, name: "Bienvenue chez Dupont" }))
      .toBeVisible();
    await expect.element(screen.getByText("Votre trésorerie, pas à pas.")).toBeVisible();
    await expect.element(screen.getByText("Dossier : Boulangerie Martin")).toBeVisible();
    const items = screen.getByRole("listitem");
    await expect.element(items.nth(0)).toHaveTextContent("Connecter une banqueTerminé");
    await expect.element(items.nth(1)).toHaveTextContent("Créer vos catégoriesÀ faire");
    expect(callsOf("getStartOnboarding")).toEqual([{ companyId: 7 }]);
    await screen.getByRole("button", { name: "Commencer" }).click();
    expect(onStart).toHaveBeenCalledTimes(1);
    await screen.getByRole("button", { name: "Passer au tableau de bord" }).click();
    expect(onSkip).toHaveBeenCalledTimes(1);
  });

  it("falls back to the product's texts, also when the chapters cannot be read", async () => {
    const { screen } = await renderWithFakeServer(
      <GaragePetitWelcome />,
      {
        getStartOnboarding: () => {
          throw new FakeFailure(500, { error: "internal", status_code: 500 });
        },
      },
      { path: "/onboarding/welcome" },
    );
    await expect
      .element(screen.getByRole("heading", { level: 1, name: "Bienvenue sur Trezo" }))
      .toBeVisible();
    await expect.element(screen.getByRole("button", { name: "Commencer" })).toBeEnabled();
    expect(screen.getByRole("listitem").elements()).toHaveLength(0);
  });
});

describe("the welcome texts written by people", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    delete window.trezoTranslationWidget;
    appStorage.removeItem(TRANSLATION_CACHE_KEY);
  });

  it("marks a partner's texts translatable, left as written for a reader of their language", async () => {
    vi.stubEnv("VITE_TRANSLATION_PROVIDER", "sandbox");
    const translate = vi.fn(async (texts: readonly string[], locale: string) =>
      texts.map((text) => `${text} [${locale}]`),
    );
    window.trezoTranslationWidget = { isReady: () => true, translate };
    const { screen } = await renderWithFakeServer(
      <WelcomeStep
        companyId={7}
        companyName="Garage Petit"
        onStart={() => undefined}
        onSkip={() => undefined}
      />,
      {
        getStartOnboarding: () => ({
          chapters,
          current_chapter: "add_categories",
          welcome: {
            source: "partner",
            title: "Bienvenue, client Odoo",
            body: "Vos factures arrivent seules.",
          },
        }),
      },
      { path: "/onboarding/welcome" },
    );
    const title = screen.getByText("Bienvenue, client Odoo");
    await expect.element(title).toHaveAttribute("data-translatable", "");
    await expect.element(title).toHaveAttribute("lang", "fr");
    await expect
      .element(screen.getByText("Vos factures arrivent seules."))
      .toHaveAttribute("data-translatable", "");
    expect(translate).not.toHaveBeenCalled();
    // The product's own texts come from the catalogs: never sent to the translation widget.
    expect(document.querySelectorAll("[data-translatable]")).toHaveLength(2);
  });
});

describe("the welcome editor", () => {
  it("lets an owner write the company's welcome, refusing empty texts, then back to the defaults", async () => {
    let welcome = { source: "default", title: null as string | null, body: null as string | null };
    const { screen, callsOf } = await renderWithFakeServer(
      <GaragePetitWelcome canCustomize />,
      {
        getStartOnboarding: () => ({ chapters, current_chapter: "add_categories", welcome }),
        setCompanyWelcome: (body) => {
          const texts = body.welcome as { title: string; body: string } | null;
          welcome = texts ? { source: "company", ...texts } : { source: "default", title: null, body: null };
          return { welcome };
        },
      },
      { path: "/onboarding/welcome" },
    );
    await screen.getByRole("button", { name: "Personnaliser l'accueil" }).click();
    const form = screen.getByRole("form", { name: "Personnaliser l'accueil" });
    await form.getByRole("button", { name: "Enregistrer" }).click();
    await expect.element(form.getByText("Ce champ est obligatoire.").first()).toBeVisible();
    expect(callsOf("setCompanyWelcome")).toEqual([]);
    await form.getByRole("textbox", { name: "Titre de l'accueil" }).fill("Bienvenue au garage");
    await form.getByRole("textbox", { name: "Texte de l'accueil" }).fill("Votre trésorerie, pas à pas.");
    await form.getByRole("button", { name: "Enregistrer" }).click();
    await expect
      .element(screen.getByRole("heading", { level: 1, name: "Bienvenue au garage" }))
      .toBeVisible();
    expect(callsOf("setCompanyWelcome")).toEqual([
      { companyId: 7, welcome: { title: "Bienvenue au garage", body: "Votre trésorerie, pas à pas." } },
    ]);
    await screen.getByRole("button", { name: "Personnaliser l'accueil" }).click();
    await screen.getByRole("button", { name: "Revenir au texte par défaut" }).click();
    await expect
      .element(screen.getByRole("heading", { level: 1, name: "Bienvenue sur Trezo" }))
      .toBeVisible();
    expect(callsOf("setCompanyWelcome").at(-1)).toEqual({ companyId: 7, welcome: null });
  });

  it("offers no editor to a member", async () => {
    const { screen } = await renderWithFakeServer(
      <GaragePetitWelcome />,
      {
        getStartOnboarding: () => ({
          chapters,
          current_chapter: "add_bank",
          welcome: { source: "default", title: null, body: null },
        }),
      },
      { path: "/onboarding/welcome" },
    );
    await expect.element(screen.getByRole("button", { name: "Commencer" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Personnaliser l'accueil" }).elements()).toHaveLength(0);
  });
});

describe("the step indicator", () => {
  it("marks the current step for screen readers and says where the user is", async () => {
    const { screen } = await renderWithFakeServer(
      <OnboardingProgress current="add-bank" />,
      {},
      {
        path: "/onboarding/add-bank",
      },
    );
    const nav = screen.getByRole("navigation", { name: "Étapes de la prise en main" });
    await expect.element(nav.getByText("Étape 3 sur 4")).toBeVisible();
    await expect.element(nav.getByRole("listitem").nth(2)).toHaveAttribute("aria-current", "step");
    await expect.element(nav.getByRole("listitem").nth(1)).not.toHaveAttribute("aria-current");
  });
});

describe("the add-bank step", () => {
  /** The step alone, at /onboarding/add-bank, with spies for opening the flow and going on. */
  async function renderAddBankStep(bankCount: number, suggestAfterMs: number) {
    const onAddBank = vi.fn();
    const onNext = vi.fn();
    const { screen } = await renderWithFakeServer(
      <AddBankStep
        bankCount={bankCount}
        onAddBank={onAddBank}
        onNext={onNext}
        onBack={() => undefined}
        suggestAfterMs={suggestAfterMs}
      />,
      {},
      { path: "/onboarding/add-bank" },
    );
    return { screen, onAddBank, onNext };
  }

  it("suggests the add-bank flow by itself after its delay when the company has no bank", async () => {
    const { screen, onAddBank } = await renderAddBankStep(0, 150);
    await expect
      .element(screen.getByRole("heading", { name: "Ajoutez votre première banque" }))
      .toBeVisible();
    expect(onAddBank).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onAddBank).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onAddBank).toHaveBeenCalledTimes(1);
  });

  it("does not suggest again once the user opened it; without a bank the way on says later", async () => {
    const { screen, onAddBank, onNext } = await renderAddBankStep(0, 200);
    await screen.getByRole("button", { name: "Ajouter une banque" }).click();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(onAddBank).toHaveBeenCalledTimes(1);
    await screen.getByRole("button", { name: "Plus tard" }).click();
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it("with a bank, says how many and leads on without suggesting", async () => {
    const { screen, onAddBank, onNext } = await renderAddBankStep(2, 50);
    await expect.element(screen.getByRole("status")).toHaveTextContent("2 banques ajoutées.");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(onAddBank).not.toHaveBeenCalled();
    await screen.getByRole("button", { name: "Continuer" }).click();
    expect(onNext).toHaveBeenCalledTimes(1);
  });
});

describe("the meeting page", () => {
  it("says the reason and opens the configured booking link in a new tab", async () => {
    const { screen } = await renderWithFakeServer(
      <MeetingBooking reason="maxConnections" analytics={false} backTo="/dashboard" />,
      {
        getMeetingBooking: () => ({ booking_url: "https://meet.example.test/trezo", support_email: null }),
      },
      { path: "/book-a-meeting" },
    );
    await expect
      .element(screen.getByRole("heading", { level: 1, name: "Prendre rendez-vous avec notre équipe" }))
      .toBeVisible();
    await expect
      .element(screen.getByRole("region", { name: "Pourquoi ce rendez-vous" }))
      .toHaveTextContent(/nombre de banques prévu par votre offre/);
    const link = screen.getByRole("link", { name: /Choisir un créneau/ });
    await expect.element(link).toHaveAttribute("href", "https://meet.example.test/trezo");
    await expect.element(link).toHaveAttribute("target", "_blank");
    await expect.element(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect
      .element(screen.getByRole("link", { name: "Retour à l'application" }))
      .toHaveAttribute("href", "/dashboard");
  });

  it("without a booking link, says how to reach support; the analytics paywall has its own title", async () => {
    const { screen } = await renderWithFakeServer(
      <MeetingBooking reason="analytics" analytics backTo="/dashboard" />,
      { getMeetingBooking: () => ({ booking_url: null, support_email: "support@trezo.test" }) },
      { path: "/book-a-meeting-analytics" },
    );
    await expect
      .element(screen.getByRole("heading", { level: 1, name: "Débloquer les analyses" }))
      .toBeVisible();
    await expect
      .element(screen.getByText("Les analyses ne sont pas incluses dans votre offre actuelle."))
      .toBeVisible();
    await expect.element(screen.getByRole("status")).toHaveTextContent(/support@trezo\.test/);
    expect(screen.getByRole("link", { name: /Choisir un créneau/ }).elements()).toHaveLength(0);
  });

  it("says so when the link cannot be loaded, and points to the help", async () => {
    const { screen } = await renderWithFakeServer(
      <MeetingBooking reason="general" analytics={false} backTo="/console" />,
      {
        getMeetingBooking: () => {
          throw new FakeFailure(500, { error: "internal", status_code: 500 });
        },
      },
      { path: "/book-a-meeting" },
    );
    await expect.element(screen.getByText("Le lien de réservation n'a pas pu être chargé.")).toBeVisible();
    await expect.element(screen.getByText(/Ouvrez l'aide/)).toBeVisible();
    await expect
      .element(screen.getByText("Notre équipe vous aide à tirer le meilleur de Trezo."))
      .toBeVisible();
  });
});
