// Work that must not all run at once (OCR, HEIC decoding: a core and hundreds of MB each): at
// most `atOnce` at a time, the rest waiting their turn in the order they came.

export interface Turns {
  run<T>(atOnce: number, work: () => Promise<T>): Promise<T>;
  /** The most that have run at the same time (tests). */
  mostAtOnce(): number;
}

export function turns(): Turns {
  const waiting: (() => void)[] = [];
  let running = 0;
  let most = 0;
  return {
    async run(atOnce, work) {
      while (running >= atOnce) await new Promise<void>((resolve) => waiting.push(resolve));
      running += 1;
      most = Math.max(most, running);
      try {
        return await work();
      } finally {
        running -= 1;
        waiting.shift()?.();
      }
    },
    mostAtOnce: () => most,
  };
}
