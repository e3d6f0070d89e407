import { lazy, Suspense, useEffect, useState } from "react";

/** The buttons: their own chunk, loaded only when the server names a provider. */
const ProviderButtonList = lazy(() => import("./ProviderButtonList"));

export interface SignInProvider {
  id: "google" | "oidc";
  name: string;
}

/** Where the callback (/signin/callback) reads whether the provider's answer ends a sign-in or a sign-up. */
export const OIDC_MODE_KEY = "trezo.oidcMode";

function isProviderList(value: unknown): value is { providers: SignInProvider[] } {
  return (
    typeof value === "object" && value !== null && Array.isArray((value as { providers?: unknown }).providers)
  );
}

/**
 * "Continue with Google" (or the configured OpenID Connect provider), only when the server has one
 * (getSignInProviders). The list is read with a plain request, so that the sign-in page's first paint
 * does not load the API layer; a press asks the server for the provider's address and goes there.
 */
export interface ProviderButtonsProps {
  mode: "signin" | "signup";
  /** What the page keeps before the browser goes to the provider (the sign-up's kind). */
  onLeave?: () => void;
}

export function ProviderButtons({ mode, onLeave }: ProviderButtonsProps) {
  const [providers, setProviders] = useState<SignInProvider[]>([]);
  useEffect(() => {
    let live = true;
    fetch("/api/v2/getSignInProviders", { headers: { accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => {
        if (live && isProviderList(body)) setProviders(body.providers);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (providers.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ProviderButtonList providers={providers} mode={mode} {...(onLeave ? { onLeave } : {})} />
    </Suspense>
  );
}
