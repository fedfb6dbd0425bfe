/**
 * Password hashing with Argon2id (memory-hard), through @node-rs/argon2.
 * The parameters are OWASP's first recommendation (19 MiB, 2 passes, 1 lane).
 */
import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check when the account does not exist, so timing does not tell. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('satchel-timing-equaliser');
  await verifyPassword(await dummyHash, password);
  return false;
}
