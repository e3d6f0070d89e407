/**
 * The app's services, shared with every screen through context: the session service (sign-in, logout,
 * company switching, impersonation, locale) and the store.
 */
import { createContext, type ReactNode, useContext } from "react";
import type { SessionService } from "../session/sessionService";

const SessionServiceContext = createContext<SessionService | null>(null);

export function AppServicesProvider({ session, children }: { session: SessionService; children: ReactNode }) {
  return <SessionServiceContext.Provider value={session}>{children}</SessionServiceContext.Provider>;
}

/** The session service of the app. */
export function useSessionService(): SessionService {
  const session = useContext(SessionServiceContext);
  if (!session) throw new Error("useSessionService needs an <AppServicesProvider> above it");
  return session;
}
