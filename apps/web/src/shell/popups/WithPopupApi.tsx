import { ApiClientProvider } from "@trezo/api";
import type { ReactNode } from "react";
import { appApiClient } from "../../api/appApiClient";
import { WithQueryClient } from "../../app/queryClient";

/**
 * The API hooks for a popup: the PopupHost sits above the signed-in layout (the sign-in popup opens on
 * any page), so a popup that calls the server brings the query and API clients itself.
 */
export function WithPopupApi({ children }: { children: ReactNode }) {
  return (
    <WithQueryClient>
      <ApiClientProvider client={appApiClient}>{children}</ApiClientProvider>
    </WithQueryClient>
  );
}
