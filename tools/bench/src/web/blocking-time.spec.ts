import { blockingTime, type TraceEvent } from './blocking-time';

const RENDERER = 7;
const MAIN = 1;
/** A main-thread task at `startMs` lasting `wallMs`, of which the thread ran `cpuMs`. */
const task = (startMs: number, wallMs: number, cpuMs: number, tid = MAIN): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid: RENDERER,
  tid,
  ts: startMs * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
});

const trace: TraceEvent[] = [
  { name: 'thread_name', pid: 3, tid: MAIN, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', pid: RENDERER, tid: MAIN, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'firstContentfulPaint', pid: RENDERER, tid: MAIN, ts: 500_000 },
  // Before the first paint: not counted.
  task(100, 200, 200),
  // After it: 30 ms of wall time of which 10 ran, 12 of which 12 ran, and a short one.
  task(600, 30, 10),
  task(700, 12, 12),
  task(800, 5, 5),
  // Another thread of the renderer, and another renderer's main thread.
  task(900, 100, 100, 2),
  { ...task(900, 100, 100), pid: 3 },
];

describe('blockingTime', () => {
  it('counts the tasks after the first paint past 50 ms, once slowed down, by wall and by CPU time', () => {
    // Wall: 30×4 − 50 = 70, 12×4 − 50 = 0; CPU: 10×4 − 50 = 0, 12×4 − 50 = 0.
    expect(blockingTime(trace, 4)).toEqual({ wallMs: 70, cpuMs: 0 });
    // Slowed down ×5: wall 100 + 10; CPU 0 + 10.
    expect(blockingTime(trace, 5)).toEqual({ wallMs: 110, cpuMs: 10 });
  });

  it('counts nothing without a slowdown that makes a task long', () => {
    expect(blockingTime(trace, 1)).toEqual({ wallMs: 0, cpuMs: 0 });
  });

  it('gives no figure for a trace without a first paint', () => {
    expect(
      blockingTime(
        trace.filter(({ name }) => name !== 'firstContentfulPaint'),
        4,
      ),
    ).toBeUndefined();
  });
});
