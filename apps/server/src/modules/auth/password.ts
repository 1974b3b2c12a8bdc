import { availableParallelism } from 'node:os';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import pLimit from 'p-limit';

/**
 * Password hashes (scrypt: 16 MB and tens of milliseconds of one core each, on libuv's pool of 4 threads) are worked
 * at most one fewer at a time than the machine has cores, so a crowd signing in waits its turn and always leaves a
 * core to the requests that only read (BENCHMARKS.md, mixed load).
 */
const passwordWork = pLimit(Math.max(1, availableParallelism() - 1));

export const passwordHasher = {
  hash: (password: string) => passwordWork(() => hashPassword(password)),
  verify: (data: { hash: string; password: string }) => passwordWork(() => verifyPassword(data)),
};
