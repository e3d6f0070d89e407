import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SESSION_STORAGE_KEYS } from "../session/sessionState";
import { appStore } from "../state/appStore";
import { memberAnswers, renderApp, resetApp } from "../testing/renderApp";

/** The first visit compiles every lazy screen and ui component in dev mode: give it time. */
const SLOW = { timeout: 20_000 };

// Compile the lazy modules once, up front: the first import of each costs seconds in a cold dev server.
beforeAll(async () => {
  await Promise.all([
    import("../screens/SignIn/SignInScreen"),
    import("../screens/SignUp/SignUpScreen"),
    import("../screens/NoPermissions/NoPermissionsScreen"),
    import("../screens/PersonalInfos/PersonalInfosScreen"),
    import("../screens/Error/ErrorScreen"),
    import("../screens/Placeholder/PlaceholderScreen"),
    import("../shell/DefaultLayout"),
    import("../shell/popups/SignInPopup"),
    import("@trezo/forms"),
  ]);
}, 180_000);

beforeEach(resetApp);

describe("the app without a session", () => {
  it("sends a protected route to the sign-in screen, in French", async () => {
    const { screen, router } = await renderApp("/dashboard");
    await expect.element(screen.getByRole("heading", { name: "Connexion" }), SLOW).toBeVisible();
    expect(router.state.location.pathname).toBe("/signin");
  });

  it("redirects / and unknown paths through the dashboard to the sign-in screen", async () => {
    const { screen, router } = await renderApp("/nowhere");
    await expect.element(screen.getByRole("heading", { name: "Connexion" }), SLOW).toBeVisible();
    expect(router.state.location.pathname).toBe("/signin");
  });

  it("shows a partner sign-up with its partner prefilled", async () => {
    const { screen } = await renderApp("/signup/partner/qonto");
    await expect.element(screen.getByText("Inscription avec qonto"), SLOW).toBeVisible();
    await expect.element(screen.getByRole("button", { name: "Créer mon compte" }), SLOW).toBeVisible();
  });

  it("starts /signup-en in English, and keeps the choice", async () => {
    const { screen } = await renderApp("/signup-en");
    await expect.element(screen.getByRole("heading", { name: "Create your account" }), SLOW).toBeVisible();
    await expect.element(screen.getByRole("button", { name: "Create my account" })).toBeVisible();
    expect(window.localStorage.getItem("trezo.locale")).toBe("en-GB");
  });

  it("refuses a sign-up without accepting the terms, with the forms message", async () => {
    const { screen } = await renderApp("/signup");
    await screen.getByLabelText("Adresse e-mail").fill("camille@example.test");
    await screen.getByRole("textbox", { name: "Mot de passe", exact: true }).fill("trésorerie-2026-prévue");
    await screen.getByRole("button", { name: "Créer mon compte" }).click();
    await expect
      .element(screen.getByText("Vous devez accepter les conditions d'utilisation."), SLOW)
      .toBeVisible();
  });

  it("sends every path of the auth host but its own to the error page", async () => {
    const { screen, router } = await renderApp("/dashboard", { hostname: "auth.trezo.test" });
    await expect
      .element(screen.getByRole("heading", { name: "Une erreur est survenue" }), SLOW)
      .toBeVisible();
    expect(router.state.location.pathname).toBe("/error");
  });
});

describe("the app with a stored session", () => {
  it("lands a member without any permission on /no-permissions, with the company in the header", async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEYS.token, "stored-token");
    const calls: string[] = [];
    const { screen, router } = await renderApp("/dashboard", { answers: memberAnswers({}), calls });
    await expect.element(screen.getByRole("heading", { name: "Aucun accès" }), SLOW).toBeVisible();
    expect(router.state.location.pathname).toBe("/no-permissions");
    expect(calls.slice(0, 2)).toEqual(["getUserPreferences", "getManagedCompanies"]);
    expect(appStore.getState().session).toBe("authorized");
  });

  it("shows the navigation the permissions open, and only that", async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEYS.token, "stored-token");
    const { screen } = await renderApp("/transactions", {
      answers: memberAnswers({ transactions_info: true }),
    });
    const navigation = screen.getByRole("navigation").first();
    await expect.element(navigation.getByRole("link", { name: "Transactions" }), SLOW).toBeVisible();
    await expect
      .element(navigation.getByRole("link", { name: "Tableau de bord" }), SLOW)
      .not.toBeInTheDocument();
  });

  it("sends an incomplete profile to /personal-infos", async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEYS.token, "stored-token");
    const answers = memberAnswers(
      { view_forecast: true },
      {
        getUserInfo: () => ({
          id: 7,
          email: "camille@example.test",
          role: "User",
          profile: { firstName: "", lastName: "" },
          telephone: "",
        }),
      },
    );
    const { screen, router } = await renderApp("/dashboard", { answers });
    await expect
      .element(screen.getByRole("heading", { name: "Vos informations personnelles" }), SLOW)
      .toBeVisible();
    expect(router.state.location.pathname).toBe("/personal-infos");
  });

  it("opens the sign-in popup when the token check says the user must sign in again", async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEYS.token, "stored-token");
    const answers = memberAnswers(
      { view_forecast: true },
      {
        verifyTokenExpiration: () => ({
          need_user_signin: true,
          signup_not_finished: false,
          status_code: 401,
          error: "token_expired",
        }),
      },
    );
    const { screen } = await renderApp("/profile", { answers });
    await expect.element(screen.getByRole("dialog", { name: "Votre session a expiré" }), SLOW).toBeVisible();
  });

  it("logs out when the company infos cannot be loaded at init", async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEYS.token, "stored-token");
    const answers = memberAnswers({ view_forecast: true });
    delete answers.getCompanyInfos;
    const { screen, router } = await renderApp("/dashboard", { answers });
    await expect.element(screen.getByRole("heading", { name: "Connexion" }), SLOW).toBeVisible();
    expect(router.state.location.pathname).toBe("/signin");
    expect(window.localStorage.getItem(SESSION_STORAGE_KEYS.token)).toBeNull();
  });
});
