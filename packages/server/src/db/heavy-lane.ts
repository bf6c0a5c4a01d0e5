/**
 * The heavy lane's turns: at most `slots` analyses' queries at once, the rest waiting in arrival
 * order. Waiting here rather than in the pool's own queue keeps the pool's connect timeout for what
 * it means (the database does not answer): a long queue of analyses was answered "database
 * unavailable" after 10 s.
 */
export class HeavyLaneBusyError extends Error {
  constructor(waitedMs: number) {
    super(`no heavy-lane turn after ${waitedMs} ms`);
  }
}

export type HeavyLane = { run<T>(work: () => Promise<T>): Promise<T>; readonly waiting: number };

export function heavyLane(slots: number, maxWaitMs: number): HeavyLane {
  let running = 0;
  const queue: { start: () => void; timer: NodeJS.Timeout }[] = [];
  const next = () => {
    const turn = queue.shift();
    if (!turn) return;
    clearTimeout(turn.timer);
    turn.start();
  };
  const take = (): Promise<void> => {
    if (running < slots) {
      running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const turn = {
        start: () => {
          running += 1;
          resolve();
        },
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(turn), 1);
          reject(new HeavyLaneBusyError(maxWaitMs));
        }, maxWaitMs),
      };
      queue.push(turn);
    });
  };
  return {
    get waiting() {
      return queue.length;
    },
    async run(work) {
      await take();
      try {
        return await work();
      } finally {
        running -= 1;
        next();
      }
    },
  };
}
