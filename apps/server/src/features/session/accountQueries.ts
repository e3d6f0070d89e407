import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { users } from "../../db/schema";

export type UserRow = typeof users.$inferSelect;

/** The user of a (normalised) email, if any. */
export async function userByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

export async function userById(db: Database, userId: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}

/** Inserts a new account; undefined when the email is taken. */
export async function insertUserUnlessTaken(
  db: Database,
  values: typeof users.$inferInsert,
): Promise<UserRow | undefined> {
  const [user] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return user;
}

/** Changes a user's own account columns and returns the row (undefined when there is no such user). */
export async function updateUser(
  db: Database,
  userId: number,
  values: Partial<Omit<typeof users.$inferInsert, "id" | "email" | "role">>,
): Promise<UserRow | undefined> {
  const [user] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return user;
}
