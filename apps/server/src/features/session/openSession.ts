import type { Services } from "../../services";

/** Opens a session (a row of `sessions` named by the token) and answers it as the contract's session. */
export async function openSession(services: Services, user: { id: number; role: string }) {
  const { token, expiresAt } = await services.tokens.issue(user.id, user.role);
  return { is_active: true as const, token, expires_at: expiresAt.toISOString(), user_id: user.id };
}
