import {
  ANA_ID,
  BETO_ID,
  CARLA_ID,
  createSchedulingTestKit,
  DAY_MS,
  HOUR_MS,
  NEXT_MONDAY,
} from '../testing/scheduling-test-kit';

/** From the kit's clock (Monday 09:00) to next Monday's 10:00 slot. */
const UNTIL_SLOT = 7 * DAY_MS + HOUR_MS;

describe('ChangeAppointmentStatus', () => {
  it('walks a request through accepted and completed once its slot has ended', async () => {
    const kit = createSchedulingTestKit();
    const { id } = await kit.book();

    const accepted = await kit.changeStatus.execute(ANA_ID, id, { status: 'accepted' });
    expect(accepted.ok && accepted.value.appointment.status).toBe('accepted');

    kit.clock.advance(UNTIL_SLOT);
    const early = await kit.changeStatus.execute(ANA_ID, id, { status: 'completed' });
    expect(early.ok || early.error.code).toBe('SCHEDULING.NOT_ENDED');

    kit.clock.advance(HOUR_MS);
    const completed = await kit.changeStatus.execute(ANA_ID, id, { status: 'completed' });
    expect(completed.ok && completed.value.appointment.status).toBe('completed');
    expect(kit.appointments.rows.get(id)).toMatchObject({ status: 'completed', version: 2 });
  });

  it('rejects with a reason and frees the slot; a blank reason changes nothing', async () => {
    const kit = createSchedulingTestKit();
    const { id } = await kit.book();

    const blank = await kit.changeStatus.execute(ANA_ID, id, { status: 'rejected', rejectionReason: ' ' });
    expect(blank.ok || blank.error.fieldErrors).toEqual({
      rejection_reason: 'Debes indicar el motivo del rechazo',
    });
    const missing = await kit.changeStatus.execute(ANA_ID, id, { status: 'rejected' });
    expect(missing.ok || missing.error.code).toBe('COMMON.VALIDATION');
    expect(kit.appointments.rows.get(id)?.status).toBe('pending');

    const rejected = await kit.changeStatus.execute(ANA_ID, id, {
      status: 'rejected',
      rejectionReason: 'Sin herramientas',
    });
    expect(rejected.ok && rejected.value.appointment.toProps().rejectionReason).toBe('Sin herramientas');
    expect((await kit.bookAppointment.execute(CARLA_ID, NEXT_MONDAY)).ok).toBe(true);
  });

  it('lets only the client cancel, before the slot starts, freeing it', async () => {
    const kit = createSchedulingTestKit();
    const { id } = await kit.book();
    await kit.changeStatus.execute(ANA_ID, id, { status: 'accepted' });

    for (const other of [ANA_ID, CARLA_ID]) {
      const refused = await kit.changeStatus.execute(other, id, { status: 'cancelled' });
      expect(refused.ok || refused.error.code).toBe('SCHEDULING.APPOINTMENT_FORBIDDEN');
    }
    const cancelled = await kit.changeStatus.execute(BETO_ID, id, { status: 'cancelled' });
    expect(cancelled.ok && cancelled.value.appointment.status).toBe('cancelled');
    expect(kit.appointments.rows.get(id)?.status).toBe('cancelled');

    const again = await kit.changeStatus.execute(BETO_ID, id, { status: 'cancelled' });
    expect(again.ok || again.error.code).toBe('SCHEDULING.NOT_CANCELLABLE');
  });

  it('answers 404 for an unknown appointment and 403 to anyone but the provider for an answer', async () => {
    const kit = createSchedulingTestKit();
    const { id } = await kit.book();

    const unknown = await kit.changeStatus.execute(ANA_ID, id + 1, { status: 'accepted' });
    expect(unknown.ok || unknown.error.code).toBe('SCHEDULING.APPOINTMENT_NOT_FOUND');
    for (const status of ['accepted', 'rejected', 'completed'] as const) {
      for (const other of [BETO_ID, CARLA_ID]) {
        const refused = await kit.changeStatus.execute(other, id, { status, rejectionReason: 'No' });
        expect(refused.ok || refused.error.code).toBe('SCHEDULING.APPOINTMENT_FORBIDDEN');
      }
    }
    expect(kit.appointments.rows.get(id)?.status).toBe('pending');
  });

  it('stores an overdue request as expired when it is read, and never accepts it', async () => {
    const kit = createSchedulingTestKit();
    const { id } = await kit.book();
    kit.clock.advance(UNTIL_SLOT);

    const late = await kit.changeStatus.execute(ANA_ID, id, { status: 'accepted' });

    expect(late.ok || late.error.code).toBe('SCHEDULING.APPOINTMENT_EXPIRED');
    expect(kit.appointments.rows.get(id)).toMatchObject({ status: 'expired', updatedAt: kit.clock.now() });
  });

  it('answers 409 when the appointment changed between reading and writing it', async () => {
    const kit = createSchedulingTestKit();
    const { id } = await kit.book();
    const findById = kit.appointments.findById.bind(kit.appointments);
    // The client cancels right after the provider's read (once: the cancel reads too).
    kit.appointments.findById = async (appointmentId) => {
      kit.appointments.findById = findById;
      const read = await findById(appointmentId);
      await kit.changeStatus.execute(BETO_ID, id, { status: 'cancelled' });
      return read;
    };

    const result = await kit.changeStatus.execute(ANA_ID, id, { status: 'accepted' });

    expect(result.ok || result.error.code).toBe('SCHEDULING.APPOINTMENT_CHANGED');
    expect(kit.appointments.rows.get(id)?.status).toBe('cancelled');
  });
});
