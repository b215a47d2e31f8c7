import { parseTimeRange, type TimeRange } from '@changas/shared/contracts';
import type { AppointmentStatus } from '@changas/shared/contracts';
import { Appointment, type AppointmentProps } from './appointment.entity';
import { ServiceSchedule } from './service-schedule.value-object';

const PROVIDER = 1;
const CLIENT = 5;
const STRANGER = 9;

// The slot: Monday 2026-03-09, 10:00-11:00 in Argentina.
const BOOKED_AT = new Date('2026-03-02T12:00:00Z');
const BEFORE_START = new Date('2026-03-09T12:59:59Z');
const AT_START = new Date('2026-03-09T13:00:00Z');
const DURING = new Date('2026-03-09T13:30:00Z');
const AT_END = new Date('2026-03-09T14:00:00Z');

const schedule = new ServiceSchedule({
  serviceId: 7,
  providerId: PROVIDER,
  durationMinutes: 60,
  bookingWindowDays: 30,
  weeklyRanges: { monday: [parseTimeRange('09:00-12:00') as TimeRange] },
});

function requested(notes = ' Tengo perro. '): AppointmentProps {
  const result = Appointment.request(
    schedule,
    { clientId: CLIENT, date: '2026-03-09', time: '10:00', notes },
    BOOKED_AT,
    [],
  );
  if (!result.ok) throw result.error;
  return { ...result.value, id: 3 };
}

const inStatus = (status: AppointmentStatus) => Appointment.restore({ ...requested(), status });

type Outcome = AppointmentStatus | string;

/** What an action did: the new status, or the refusal's code (the status then stays). */
function outcomeOf(
  appointment: Appointment,
  act: (appointment: Appointment) => ReturnType<Appointment['accept']>,
): Outcome {
  const before = appointment.status;
  const result = act(appointment);
  if (result.ok) return appointment.status;
  expect(appointment.status).toBe(before);
  return result.error.code;
}

describe('Appointment.request', () => {
  it('books a free slot as pending, holding it, with the message trimmed', () => {
    expect(requested()).toEqual({
      id: 3,
      serviceId: 7,
      clientId: CLIENT,
      providerId: PROVIDER,
      date: '2026-03-09',
      timeSlot: '10:00',
      startsAt: AT_START,
      endsAt: AT_END,
      status: 'pending',
      notes: 'Tengo perro.',
      rejectionReason: null,
      createdAt: BOOKED_AT,
      updatedAt: BOOKED_AT,
      version: 0,
    });
    expect(Appointment.restore(requested()).slotKey).toBe('7|2026-03-09|10:00');
  });

  it('refuses the provider booking their own service, and a slot the schedule refuses', () => {
    const codeOf = (clientId: number, time: string) => {
      const result = Appointment.request(
        schedule,
        { clientId, date: '2026-03-09', time, notes: '' },
        BOOKED_AT,
        [],
      );
      return result.ok || result.error.code;
    };
    expect(codeOf(PROVIDER, '10:00')).toBe('SCHEDULING.OWN_SERVICE');
    expect(codeOf(CLIENT, '10:15')).toBe('SCHEDULING.NOT_A_SLOT');
  });

  it('takes a message of up to 500 code points, emoji counting as one', () => {
    const result = (notes: string) =>
      Appointment.request(
        schedule,
        { clientId: CLIENT, date: '2026-03-09', time: '10:00', notes },
        BOOKED_AT,
        [],
      );

    expect(result('🐶'.repeat(500)).ok).toBe(true);
    const tooLong = result('a'.repeat(501));
    expect(tooLong.ok || tooLong.error.fieldErrors).toEqual({
      notes: 'El mensaje no puede superar los 500 caracteres',
    });
  });
});

describe('Appointment transitions', () => {
  const ALL: AppointmentStatus[] = ['pending', 'accepted', 'rejected', 'completed', 'cancelled', 'expired'];

  it.each<[AppointmentStatus, Date, Outcome]>([
    ['pending', BEFORE_START, 'accepted'],
    ['pending', AT_START, 'SCHEDULING.APPOINTMENT_EXPIRED'],
    ['expired', BEFORE_START, 'SCHEDULING.APPOINTMENT_EXPIRED'],
    ['accepted', BEFORE_START, 'SCHEDULING.NOT_PENDING'],
    ['rejected', BEFORE_START, 'SCHEDULING.NOT_PENDING'],
    ['completed', AT_END, 'SCHEDULING.NOT_PENDING'],
    ['cancelled', BEFORE_START, 'SCHEDULING.NOT_PENDING'],
  ])('accept by the provider: %s at %s → %s', (status, now, expected) => {
    expect(outcomeOf(inStatus(status), (appointment) => appointment.accept(PROVIDER, now))).toBe(expected);
  });

  it.each<[AppointmentStatus, Date, Outcome]>([
    ['pending', BEFORE_START, 'rejected'],
    ['pending', DURING, 'SCHEDULING.APPOINTMENT_EXPIRED'],
    ['expired', DURING, 'SCHEDULING.APPOINTMENT_EXPIRED'],
    ['accepted', BEFORE_START, 'SCHEDULING.NOT_PENDING'],
    ['rejected', BEFORE_START, 'SCHEDULING.NOT_PENDING'],
    ['cancelled', BEFORE_START, 'SCHEDULING.NOT_PENDING'],
  ])('reject by the provider: %s at %s → %s', (status, now, expected) => {
    expect(
      outcomeOf(inStatus(status), (appointment) => appointment.reject(PROVIDER, 'Estoy de viaje', now)),
    ).toBe(expected);
  });

  it('rejects with the reason trimmed, frees the slot, and refuses a blank or too long reason', () => {
    const appointment = inStatus('pending');
    const blank = appointment.reject(PROVIDER, '   ', BEFORE_START);
    expect(blank.ok || blank.error.fieldErrors).toEqual({
      rejection_reason: 'Debes indicar el motivo del rechazo',
    });
    const long = appointment.reject(PROVIDER, 'x'.repeat(501), BEFORE_START);
    expect(long.ok || long.error.fieldErrors).toEqual({
      rejection_reason: 'El motivo no puede superar los 500 caracteres',
    });
    expect(appointment.status).toBe('pending');

    expect(appointment.reject(PROVIDER, '  Estoy de viaje ', BEFORE_START).ok).toBe(true);
    expect(appointment.toProps()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Estoy de viaje',
      updatedAt: BEFORE_START,
    });
    expect(appointment.slotKey).toBeNull();
  });

  it.each<[AppointmentStatus, Date, Outcome]>([
    ['accepted', AT_END, 'completed'],
    ['accepted', DURING, 'SCHEDULING.NOT_ENDED'],
    ['accepted', BEFORE_START, 'SCHEDULING.NOT_ENDED'],
    ['pending', AT_END, 'SCHEDULING.NOT_ACCEPTED'],
    ['rejected', AT_END, 'SCHEDULING.NOT_ACCEPTED'],
    ['completed', AT_END, 'SCHEDULING.NOT_ACCEPTED'],
    ['cancelled', AT_END, 'SCHEDULING.NOT_ACCEPTED'],
    ['expired', AT_END, 'SCHEDULING.NOT_ACCEPTED'],
  ])('complete by the provider: %s at %s → %s', (status, now, expected) => {
    expect(outcomeOf(inStatus(status), (appointment) => appointment.complete(PROVIDER, now))).toBe(expected);
  });

  it.each<[AppointmentStatus, Date, Outcome]>([
    ['pending', BEFORE_START, 'cancelled'],
    ['accepted', BEFORE_START, 'cancelled'],
    ['pending', AT_START, 'SCHEDULING.NOT_CANCELLABLE'],
    ['accepted', DURING, 'SCHEDULING.NOT_CANCELLABLE'],
    ['rejected', BEFORE_START, 'SCHEDULING.NOT_CANCELLABLE'],
    ['completed', AT_END, 'SCHEDULING.NOT_CANCELLABLE'],
    ['cancelled', BEFORE_START, 'SCHEDULING.NOT_CANCELLABLE'],
    ['expired', DURING, 'SCHEDULING.NOT_CANCELLABLE'],
  ])('cancel by the client: %s at %s → %s', (status, now, expected) => {
    expect(outcomeOf(inStatus(status), (appointment) => appointment.cancel(CLIENT, now))).toBe(expected);
  });

  it.each(ALL)(
    'answers 403 to anyone but the provider (accept, reject, complete) or the client (cancel) when %s',
    (status) => {
      for (const other of [CLIENT, STRANGER]) {
        expect(outcomeOf(inStatus(status), (appointment) => appointment.accept(other, BEFORE_START))).toBe(
          'SCHEDULING.APPOINTMENT_FORBIDDEN',
        );
        expect(
          outcomeOf(inStatus(status), (appointment) => appointment.reject(other, 'No', BEFORE_START)),
        ).toBe('SCHEDULING.APPOINTMENT_FORBIDDEN');
        expect(outcomeOf(inStatus(status), (appointment) => appointment.complete(other, AT_END))).toBe(
          'SCHEDULING.APPOINTMENT_FORBIDDEN',
        );
      }
      for (const other of [PROVIDER, STRANGER]) {
        expect(outcomeOf(inStatus(status), (appointment) => appointment.cancel(other, BEFORE_START))).toBe(
          'SCHEDULING.APPOINTMENT_FORBIDDEN',
        );
      }
    },
  );

  it('expires a pending request once its slot starts, and nothing else', () => {
    const pending = inStatus('pending');
    expect(pending.expire(BEFORE_START)).toBe(false);
    expect(pending.status).toBe('pending');
    expect(pending.expire(AT_START)).toBe(true);
    expect(pending.toProps()).toMatchObject({ status: 'expired', updatedAt: AT_START });
    expect(pending.slotKey).toBeNull();

    for (const status of ALL.filter((candidate) => candidate !== 'pending')) {
      const other = inStatus(status);
      expect(other.expire(AT_END)).toBe(false);
      expect(other.status).toBe(status);
    }
  });

  it('holds its slot only while pending or accepted', () => {
    expect(ALL.map((status) => [status, inStatus(status).slotKey])).toEqual([
      ['pending', '7|2026-03-09|10:00'],
      ['accepted', '7|2026-03-09|10:00'],
      ['rejected', null],
      ['completed', null],
      ['cancelled', null],
      ['expired', null],
    ]);
  });

  it("shares the parties' contacts only while accepted, and only with its client and provider", () => {
    expect(
      ALL.map((status) => {
        const appointment = inStatus(status);
        return [status, [CLIENT, PROVIDER, STRANGER].map((user) => appointment.sharesContactsWith(user))];
      }),
    ).toEqual([
      ['pending', [false, false, false]],
      ['accepted', [true, true, false]],
      ['rejected', [false, false, false]],
      ['completed', [false, false, false]],
      ['cancelled', [false, false, false]],
      ['expired', [false, false, false]],
    ]);
  });
});
