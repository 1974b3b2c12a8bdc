/** True when a database error (possibly wrapped by Drizzle) is a unique-constraint violation. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505')
      return !constraint || name === constraint || String((e as Error).message).includes(constraint);
    if (e === (e as { cause?: unknown }).cause) break;
  }
  return false;
}
