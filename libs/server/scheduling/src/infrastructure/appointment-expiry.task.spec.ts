import { Logger } from '@nestjs/common';
import { createSchedulingTestKit, DAY_MS, HOUR_MS } from '../testing/scheduling-test-kit';
import { AppointmentExpiryTask, EXPIRY_SWEEP_INTERVAL_MS } from './appointment-expiry.task';

describe('AppointmentExpiryTask', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('expires overdue requests every minute, and stops when the app shuts down', async () => {
    const kit = createSchedulingTestKit();
    const first = await kit.book({ time: '10:00' });
    const second = await kit.book({ time: '12:00' });
    const task = new AppointmentExpiryTask(kit.expireOverdue);
    task.onApplicationBootstrap();

    kit.clock.advance(7 * DAY_MS + 2 * HOUR_MS); // next Monday 11:02: 10:00 has started
    await jest.advanceTimersByTimeAsync(EXPIRY_SWEEP_INTERVAL_MS);
    expect(kit.appointments.rows.get(first.id)?.status).toBe('expired');
    expect(kit.appointments.rows.get(second.id)?.status).toBe('pending');

    await task.beforeApplicationShutdown();
    kit.clock.advance(2 * HOUR_MS);
    await jest.advanceTimersByTimeAsync(10 * EXPIRY_SWEEP_INTERVAL_MS);
    expect(kit.appointments.rows.get(second.id)?.status).toBe('pending');
  });

  it('logs a failed sweep and tries again the next minute', async () => {
    const kit = createSchedulingTestKit();
    const { id } = await kit.book();
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const findOverdue = kit.appointments.findOverdue.bind(kit.appointments);
    kit.appointments.findOverdue = jest
      .fn()
      .mockRejectedValueOnce(new Error('database unreachable'))
      .mockImplementation(findOverdue);
    const task = new AppointmentExpiryTask(kit.expireOverdue);
    task.onApplicationBootstrap();
    kit.clock.advance(8 * DAY_MS);

    await jest.advanceTimersByTimeAsync(EXPIRY_SWEEP_INTERVAL_MS);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('database unreachable'), expect.any(String));
    expect(kit.appointments.rows.get(id)?.status).toBe('pending');

    await jest.advanceTimersByTimeAsync(EXPIRY_SWEEP_INTERVAL_MS);
    expect(kit.appointments.rows.get(id)?.status).toBe('expired');
    await task.beforeApplicationShutdown();
    logged.mockRestore();
  });
});
