import { Button, Stack } from "@trezo/ui";
import { useState } from "react";
import { getAppApiClient } from "../../api/lazyApiClient";
import { useT } from "../../i18n/appI18n";
import { OIDC_MODE_KEY, type ProviderButtonsProps, type SignInProvider } from "./ProviderButtons";

/**
 * The buttons of ProviderButtons, in their own chunk: most servers configure no provider, and then the
 * sign-in page never loads them.
 */
export default function ProviderButtonList({
  providers,
  mode,
  onLeave,
}: ProviderButtonsProps & { providers: readonly SignInProvider[] }) {
  const t = useT();
  const [busy, setBusy] = useState<string | null>(null);
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
