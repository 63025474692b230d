import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from './passwords';

let dummyHash: Promise<string> | undefined;

/**
 * Whether `password` matches `passwordHash`. Without a hash (unknown user, or an account that only logs in
 * through a provider) the password is still verified, against a dummy hash of the same cost, so a failed
 * login takes the same time whether or not the account exists.
 */
export async function passwordMatches(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const matches = await verifyPassword(passwordHash ?? (await dummyHash), password);
  return matches && Boolean(passwordHash);
}
