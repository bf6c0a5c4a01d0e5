/**
 * Counts turns of the event loop from now until `stop()` (which returns the count): what a request
 * waiting to be read needs. A job that never hands the loop back (see yieldToEventLoop) counts none.
 */
export function countEventLoopTurns(): { stop: () => number } {
  let turns = 0;
  let counting = true;
  const count = () => {
    if (!counting) return;
    turns++;
    setImmediate(count);
  };
  setImmediate(count);
  return {
    stop: () => {
      counting = false;
      return turns;
    },
  };
}
