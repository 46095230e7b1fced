import { hash, verify } from "@node-rs/argon2";

// argon2id with OWASP's minimum memory setting: about 20 ms a hash on one core here.
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string) {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
