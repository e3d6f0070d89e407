import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { users } from "../../db/schema";

export type UserRow = typeof users.$inferSelect;
/** The user columns a profile call may change. */
export type UserChanges = Partial<Omit<typeof users.$inferInsert, "id" | "email" | "role">>;

/** Changes a user's columns (none: reads the row as it is); undefined when there is no such user. */
export async function changeUser(
  db: Database,
  userId: number,
  values: UserChanges,
): Promise<UserRow | undefined> {
  if (Object.keys(values).length === 0) {
    const [unchanged] = await db.select().from(users).where(eq(users.id, userId));
    return unchanged;
  }
  const [user] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return user;
}
