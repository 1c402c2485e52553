import { expect, it } from 'vitest';
import { turns } from './turns.ts';

it('runs at most atOnce at a time, in the order they came, and goes on after a failure', async () => {
  const limit = turns();
  const started: number[] = [];
  const gates = [0, 1, 2, 3].map(() => Promise.withResolvers<void>());
  const runs = gates.map((gate, index) =>
    limit.run(2, async () => {
      started.push(index);
      await gate.promise;
      if (index === 0) throw new Error('first failed');
      return index;
    }),
  );
  await Promise.resolve();
  expect(started).toEqual([0, 1]);
  gates[0]!.resolve();
  await expect(runs[0]).rejects.toThrow('first failed');
  expect(started).toEqual([0, 1, 2]);
  for (const gate of gates) gate.resolve();
  expect(await Promise.all(runs.slice(1))).toEqual([1, 2, 3]);
  expect(limit.mostAtOnce()).toBe(2);
});
