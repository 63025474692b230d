import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** Usernames and e-mails are unique regardless of letter case (see the schema's indexes). */
const sameText = (column: typeof users.username | typeof users.email, value: string) =>
  eq(sql`lower(${column})`, value.toLowerCase());

export function userRepository(db: Db) {
  const change = async (id: string, values: PgUpdateSetSource<typeof users>): Promise<UserRow> => {
    const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
    if (!row) throw new Error(`user ${id} not found`);
    return row;
  };

  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(sameText(users.email, email)).limit(1);
      return row;
    },

    /**
     * The account a login form names: an e-mail when `login` contains '@' (a username never does), its
     * username otherwise. Each is unique, so one login names at most one account. An account registered
     * before usernames refused '@' logs in with its e-mail.
     */
    async findByLogin(login: string): Promise<UserRow | undefined> {
      const column = login.includes('@') ? users.email : users.username;
      const [row] = await db.select().from(users).where(sameText(column, login)).limit(1);
      return row;
    },

    async usernameTaken(username: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sameText(users.username, username))
        .limit(1);
      return Boolean(row);
    },

    async create(values: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },

    update: change,

    /** Marks the e-mail as proven, keeping the first date. */
    confirm: (id: string) => change(id, { confirmedAt: sql`coalesce(${users.confirmedAt}, now())` }),
  };
}
