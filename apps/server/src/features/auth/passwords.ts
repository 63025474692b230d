import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, t=2), OWASP's recommended floor.
export const hashPassword = (password: string) => hash(password);
export const verifyPassword = (passwordHash: string, password: string) => verify(passwordHash, password);
