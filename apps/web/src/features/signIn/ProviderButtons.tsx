import { Button, Stack } from "@trezo/ui";
import { useEffect, useState } from "react";
import { getAppApiClient } from "../../api/lazyApiClient";
import { useT } from "../../i18n/appI18n";

interface SignInProvider {
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
export function ProviderButtons({
  mode,
  onLeave,
}: {
  mode: "signin" | "signup";
  /** What the page keeps before the browser goes to the provider (the sign-up's kind). */
  onLeave?: () => void;
}) {
  const t = useT();
  const [providers, setProviders] = useState<SignInProvider[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
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
    <Stack gap="sm">
      {providers.map((provider) => (
        <Button
          key={provider.id}
          variant="secondary"
          fullWidth
          loading={busy === provider.id}
          onClick={async () => {
            setBusy(provider.id);
            try {
              const { url } = await (await getAppApiClient()).call("getGoogleAuthURL", {
                provider: provider.id,
                mode,
              });
              window.sessionStorage.setItem(OIDC_MODE_KEY, mode);
              onLeave?.();
              window.location.assign(url);
            } catch {
              setBusy(null);
            }
          }}
        >
          {t(mode === "signin" ? "mfa.web.continueWith" : "mfa.web.signUpWith", { name: provider.name })}
        </Button>
      ))}
    </Stack>
  );
}
