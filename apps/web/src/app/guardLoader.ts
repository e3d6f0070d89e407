/**
 * The root loader: runs on every navigation, resolves the location against the route table, then runs
 * the navigation guard of spec 000 §4 and applies its decision (redirect, logout, sign-in popup).
 */
import { redirect } from "react-router-dom";
import type { BoundedStorage } from "../platform/boundedStorage";
import { type PageEvent, pageEventFor, sendPageEvent } from "../platform/pageAnalytics";
import { resolveRoute } from "../routing/resolveRoute";
import type { RouteDefinition } from "../routing/routeTable";
import { ONBOARDING_WELCOME_PATH, startsOnboarding } from "../session/onboardingLanding";
import { runNavigationGuard } from "../session/runNavigationGuard";
import type { SessionService } from "../session/sessionService";
import { SESSION_STORAGE_KEYS } from "../session/sessionState";
import { type AppStoreApi, accessContextOf } from "../state/appStore";

export interface GuardLoaderDeps {
  hostname: string;
  store: AppStoreApi;
  storage: BoundedStorage;
  session: SessionService;
  /** Sends the analytics page event (spec 000 §2); failures are ignored. */
  sendPageEvent?: (event: PageEvent) => Promise<unknown>;
  /** A navigation happened: the update check starts a new route period. */
  onRouteChange?: (route: RouteDefinition) => void;
}

/** The route currently shown, read by the shell (layout, banner) and by the next guard run. */
export interface CurrentRoute {
  route: RouteDefinition;
  params: Record<string, string | undefined>;
}

export function createGuardLoader(deps: GuardLoaderDeps) {
  let previous: { name: string; event: PageEvent } | undefined;

  return async function guardLoader({ request }: { request: Request }): Promise<CurrentRoute | Response> {
    const url = new URL(request.url);
    const resolved = resolveRoute(deps.hostname, url.pathname);
    if (resolved.kind === "redirect") return redirect(resolved.to);
    const { route } = resolved;
    const state = deps.store.getState();
    const decision = await runNavigationGuard(
      {
        fromRouteName: previous?.name,
        to: route,
        session: state.session,
        hasStoredToken: Boolean(deps.storage.getItem(SESSION_STORAGE_KEYS.token)),
        storedCompanyId: deps.storage.getItem(SESSION_STORAGE_KEYS.companyId),
        profile: state.user ?? undefined,
        access: accessContextOf(state),
      },
      deps.session.guardLoaders,
    );

    if (decision.kind === "logout") {
      deps.session.logout();
      if (decision.continueTo !== url.pathname) return redirect(decision.continueTo);
    } else {
      if (decision.effects.resetSuppressOnboarding)
        deps.store.getState().setFlags({ suppressOnboarding: false });
      if (decision.effects.signupNotFinished) deps.store.getState().setFlags({ signupNotFinished: true });
      if (decision.kind === "redirect") return redirect(decision.to);
      if (decision.kind === "signInPopup") deps.store.getState().openPopup({ id: "signIn" });
      const after = deps.store.getState();
      if (
        decision.kind === "allow" &&
        startsOnboarding({
          toName: route.name,
          fromName: previous?.name,
          isCpa: after.company?.isCpa ?? true,
          bankCount: after.banks.filter((bank) => !bank.archived).length,
          suppressOnboarding: state.flags.suppressOnboarding,
        })
      ) {
        return redirect(ONBOARDING_WELCOME_PATH);
      }
    }

    const event = { name: route.name, path: url.pathname };
    const toSend = pageEventFor(previous?.event, event);
    previous = { name: route.name, event };
    if (toSend) {
      deps.onRouteChange?.(route);
      if (deps.sendPageEvent && deps.store.getState().session !== "unauthenticated") {
        void sendPageEvent(toSend, deps.sendPageEvent);
      }
    }
    return { route, params: resolved.params };
  };
}
