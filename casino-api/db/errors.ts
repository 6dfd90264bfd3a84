/** PostgreSQL unique_violation; PGlite reports the same SQLSTATE. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: name } = error as { code?: unknown; constraint?: unknown };
  if (code !== '23505') return false;
  return constraint === undefined || name === undefined || name === constraint;
}
