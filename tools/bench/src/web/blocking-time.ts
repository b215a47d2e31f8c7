/** The fields of a Chrome trace event that the blocking time reads; times in microseconds. */
export interface TraceEvent {
  readonly name: string;
  readonly ph?: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  /** Wall time of a complete ('X') event. */
  readonly dur?: number;
  /** CPU time of the thread during that event. */
  readonly tdur?: number;
  readonly args?: { readonly name?: string };
}

/** Both in ms, summed over the main thread's tasks after the first contentful paint. */
export interface BlockingTime {
  /** Each task's wall time, as Lighthouse's trace shows it: what its TBT is simulated from. */
  readonly wallMs: number;
  /** Each task's own CPU time: the wall time less what the thread spent waiting for a core. */
  readonly cpuMs: number;
}

/** A task blocks input for whatever it lasts past 50 ms. */
const LONG_TASK_MS = 50;

/**
 * Total blocking time estimated from a Lighthouse trace, in its manner (tasks after the first contentful
 * paint, each slowed down by `cpuSlowdown`, counted past 50 ms), once from each task's wall time and once
 * from its CPU time. On a machine with few cores the browser's other threads take the renderer's core in
 * the middle of its tasks: the wall figure counts that waiting as the page's work, the CPU figure does not.
 */
export function blockingTime(events: readonly TraceEvent[], cpuSlowdown: number): BlockingTime | undefined {
  const paint = events.filter(({ name }) => name === 'firstContentfulPaint').sort((a, b) => a.ts - b.ts)[0];
  const mainThread = events.find(
    ({ name, pid, args }) => name === 'thread_name' && pid === paint?.pid && args?.name === 'CrRendererMain',
  );
  if (!paint || !mainThread) return undefined;
  const tasks = events.filter(
    ({ name, ph, pid, tid, ts }) =>
      name === 'RunTask' && ph === 'X' && pid === mainThread.pid && tid === mainThread.tid && ts >= paint.ts,
  );
  const blockingMs = (microseconds: (task: TraceEvent) => number | undefined) =>
    Math.round(
      tasks.reduce(
        (sum, task) => sum + Math.max(0, ((microseconds(task) ?? 0) / 1000) * cpuSlowdown - LONG_TASK_MS),
        0,
      ),
    );
  return { wallMs: blockingMs(({ dur }) => dur), cpuMs: blockingMs(({ tdur }) => tdur) };
}
