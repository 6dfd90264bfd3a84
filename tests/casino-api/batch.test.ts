import { batched, batchedPerHandle } from '../../casino-api/db/batch';

/*
 * casino-api/db/batch.ts (docs/performance.md, login under load): calls made while a statement runs
 * go together in the next one; a quiet call goes at once; one bad key fails only its own caller.
 */

function recorder(fail: (key: number) => boolean = () => false) {
  const batches: number[][] = [];
  const run = async (keys: readonly number[]) => {
    batches.push([...keys]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (keys.some(fail)) throw new Error(`bad key in ${keys.join(',')}`);
    return keys.map((k) => k * 10);
  };
  return { batches, run };
}

it('runs a lone call at once, then gathers the calls made meanwhile into one statement', async () => {
  const { batches, run } = recorder();
  const call = batched(run);
  const answers = await Promise.all([1, 2, 3, 4, 5].map(call));
  expect(answers).toEqual([10, 20, 30, 40, 50]);
  expect(batches).toEqual([[1], [2, 3, 4, 5]]);
  expect(await call(6)).toBe(60);
  expect(batches.at(-1)).toEqual([6]);
});

it('caps each statement at the batch size', async () => {
  const { batches, run } = recorder();
  const call = batched(run, 3);
  await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map(call));
  expect(batches).toEqual([[1], [2, 3, 4], [5, 6, 7], [8]]);
});

it('fails only the caller whose key breaks the statement', async () => {
  const { batches, run } = recorder((k) => k === 3);
  const call = batched(run);
  const answers = await Promise.allSettled([1, 2, 3, 4].map(call));
  expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
  expect(answers[3]).toEqual({ status: 'fulfilled', value: 40 });
  // the failed batch of 2, 3, 4 was tried again one by one
  expect(batches).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
  // and the batcher goes on working afterwards
  expect(await call(5)).toBe(50);
});

it('keeps the statements of different databases apart', async () => {
  const seen: string[] = [];
  const call = batchedPerHandle((db: { name: string }) => async (keys: readonly number[]) => {
    seen.push(`${db.name}:${keys.join(',')}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
    return keys.map((k) => `${db.name}${k}`);
  });
  const a = { name: 'a' };
  const b = { name: 'b' };
  const answers = await Promise.all([call(a, 1), call(b, 2), call(a, 3), call(b, 4), call(a, 5)]);
  expect(answers).toEqual(['a1', 'b2', 'a3', 'b4', 'a5']);
  expect(seen.sort()).toEqual(['a:1', 'a:3,5', 'b:2', 'b:4']);
});
