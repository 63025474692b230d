import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Encrypts the secrets the site keeps in its database (the owner's ARCA private key, its access tickets) with
 * a key kept apart from it: a copy of the database alone does not reveal them. AES-256-GCM, a fresh 96-bit
 * nonce each time; 'v1:' names the format so a later one can be told apart.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** Throws when the text was not sealed with this key or was altered. */
  open(sealed: string): string;
}

const VERSION = 'v1';

/** The box of `key`: any text of at least 32 characters (SECRETS_KEY, or the key file's), hashed to 256 bits. */
export function secretBox(key: string): SecretBox {
  if (key.length < 32) throw new Error('The secrets key must have at least 32 characters');
  const aesKey = createHash('sha256').update(key).digest();
  return {
    seal(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', aesKey, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, ...[nonce, cipher.getAuthTag(), body].map((part) => part.toString('base64'))].join(
        ':',
      );
    },
    open(sealed) {
      const [version, nonce, tag, body] = sealed.split(':');
      if (version !== VERSION || !nonce || !tag || body === undefined) {
        throw new Error('Not a sealed secret');
      }
      const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(nonce, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}
