/** Start times of the calls in flight, for the request-progress bar. */
let nextId = 1;
const pending = new Map<number, number>();
let snapshot: readonly number[] = [];
const listeners = new Set<() => void>();

function publish() {
  snapshot = [...pending.values()];
  for (const listener of listeners) listener();
}

/** Records a call as pending; the returned function marks it finished. */
export function beginRequest(now: number = Date.now()): () => void {
  const id = nextId++;
  pending.set(id, now);
  publish();
  return () => {
    if (pending.delete(id)) publish();
  };
}

export function subscribePendingRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function pendingRequestStarts(): readonly number[] {
  return snapshot;
}
