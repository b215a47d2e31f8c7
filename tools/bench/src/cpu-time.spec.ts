import { processCpuMs, processesCpuMs, waitUntilIdle } from './cpu-time';

const rule = { share: 0.05, intervalMs: 1000, maxMs: 5000 };
/** A process whose cumulative CPU reads `readings` in turn, and a sleep that only counts. */
function fakeProcess(readings: (number | undefined)[]) {
  const cpuMs = jest.fn(() => readings.shift());
  const sleep = jest.fn(() => Promise.resolve());
  return { cpuMs, sleep };
}

describe('waitUntilIdle', () => {
  it('waits until one interval spends under the share of a core', async () => {
    // 900, 400 and then 20 ms of CPU per second.
    const { cpuMs, sleep } = fakeProcess([0, 900, 1300, 1320]);
    await expect(waitUntilIdle(cpuMs, rule, sleep)).resolves.toBe(3000);
    expect(sleep).toHaveBeenCalledTimes(3);
    expect(sleep).toHaveBeenCalledWith(1000);
  });

  it('gives up after the longest wait', async () => {
    const { cpuMs, sleep } = fakeProcess([0, 500, 1000, 1500, 2000, 2500, 3000]);
    await expect(waitUntilIdle(cpuMs, rule, sleep)).resolves.toBeUndefined();
    expect(sleep).toHaveBeenCalledTimes(5);
  });

  it('does not wait for a process whose CPU cannot be read', async () => {
    const { cpuMs, sleep } = fakeProcess([undefined]);
    await expect(waitUntilIdle(cpuMs, rule, sleep)).resolves.toBeUndefined();
    expect(sleep).not.toHaveBeenCalled();
  });
});

describe('processesCpuMs', () => {
  // Linux's /proc, as on the machines the bench runs on.
  const onLinux = process.platform === 'linux' ? it : it.skip;
  /** Above Linux's largest pid (2^22): no such process. */
  const NO_PROCESS = 2 ** 30;

  onLinux('sums the CPU of every process', () => {
    const own = processCpuMs(process.pid) as number;
    const twice = processesCpuMs([process.pid, process.pid]) as number;
    expect(twice).toBeGreaterThanOrEqual(2 * own);
    expect(processesCpuMs([])).toBe(0);
  });

  onLinux('cannot be read when one of them is gone', () => {
    expect(processesCpuMs([process.pid, NO_PROCESS])).toBeUndefined();
  });
});
