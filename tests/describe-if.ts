/**
 * describe, or describe.skip with the reason printed. Under CI a missing prerequisite fails
 * instead: .ci/run provides all of them (PostgreSQL, Redis, the standalone build), so a skip there
 * would hide a broken step (docs/operations.md, "Proof").
 */
export function describeIf(reason: string | null): jest.Describe {
  if (!reason) return describe;
  if (process.env.CI) throw new Error(`suite cannot run: ${reason}`);
  console.log(`Skipping: ${reason}`);
  return describe.skip;
}
