import { APPOINTMENT_STATUSES, parseTimeRange, type TimeRange, WEEKDAYS } from '@changas/shared/contracts';
import { isoWeekdayOf, minutesToClock } from '@changas/shared/util';
import { DEMO_APPOINTMENTS } from './demo-appointments.data';
import type { DemoService } from './demo-service';
import { DEMO_SERVICES } from './demo-services.data';
import { demoSlotOf } from './seed-appointments.step';

const serviceOf = (title: string) => DEMO_SERVICES.find((service) => service.title === title) as DemoService;
const PAST_OUTCOMES = ['completed', 'expired'];
const TODAY = '2026-03-04'; // a Wednesday

describe('DEMO_APPOINTMENTS', () => {
  it.each(DEMO_APPOINTMENTS.map((demo) => [demo.client, demo.service, demo] as const))(
    '%s → %s books an active service of someone else, on the right side of today',
    (_client, _service, demo) => {
      const service = serviceOf(demo.service);
      expect(service).toBeDefined();
      expect(service.inactive).toBeUndefined();
      expect(service.provider).not.toBe(demo.client);
      expect(demo.reason !== undefined).toBe(demo.outcome === 'rejected');
      // Past states need a slot that has ended; the others one the horizon still offers.
      if (PAST_OUTCOMES.includes(demo.outcome)) expect(demo.inDays).toBeLessThanOrEqual(-3);
      else expect(demo.inDays).toBeGreaterThanOrEqual(2);
      expect(demo.inDays).toBeLessThanOrEqual(20);
    },
  );

  it('gives the demo account and the providers a request in every state, sent and received', () => {
    const providerOf = (title: string) => serviceOf(title).provider;
    const sentByDemo = DEMO_APPOINTMENTS.filter(({ client }) => client === 'demo');
    const receivedByDemo = DEMO_APPOINTMENTS.filter(({ service }) => providerOf(service) === 'demo');
    const betweenProviders = DEMO_APPOINTMENTS.filter(
      ({ client, service }) => client !== 'demo' && providerOf(service) !== 'demo',
    );

    for (const list of [sentByDemo, receivedByDemo, betweenProviders]) {
      expect(new Set(list.map(({ outcome }) => outcome))).toEqual(new Set(APPOINTMENT_STATUSES));
    }
    expect(sentByDemo.some(({ outcome }) => outcome === 'completed')).toBe(true);
  });

  it.each(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08'])(
    'never puts a request on a service and day that a pending or accepted one holds (seeded on %s)',
    (today) => {
      const dayOf = ({ service, inDays }: (typeof DEMO_APPOINTMENTS)[number]) =>
        `${service}|${demoSlotOf(serviceOf(service), inDays, today).date}`;
      const holding = DEMO_APPOINTMENTS.filter(
        ({ outcome }) => outcome === 'pending' || outcome === 'accepted',
      );
      const held = new Set(holding.map(dayOf));

      expect(held.size).toBe(holding.length);
      const others = DEMO_APPOINTMENTS.filter((demo) => !holding.includes(demo));
      expect(others.filter((demo) => held.has(dayOf(demo)))).toEqual([]);
    },
  );

  it.each(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08'])(
    'never puts two requests that keep their slot on one service and day (seeded on %s)',
    (today) => {
      // Rejected and cancelled requests give their slot back before the next one is booked.
      const keeping = DEMO_APPOINTMENTS.filter(
        ({ outcome }) => outcome !== 'rejected' && outcome !== 'cancelled',
      );
      const days = keeping.map(
        ({ service, inDays }) => `${service}|${demoSlotOf(serviceOf(service), inDays, today).date}`,
      );
      expect(days.filter((day, index) => days.indexOf(day) !== index)).toEqual([]);
    },
  );
});

describe('demoSlotOf', () => {
  it("takes the first range's start on the first working day ahead, or the last one behind", () => {
    const english = serviceOf('Clases de inglés para adultos'); // weekdays 18:00-21:00, 60 minutes

    expect(demoSlotOf(english, 3, TODAY)).toEqual({
      date: '2026-03-09', // Saturday the 7th and Sunday the 8th are off
      time: '18:00',
      startsAt: new Date('2026-03-09T21:00:00.000Z'),
      endsAt: new Date('2026-03-09T22:00:00.000Z'),
    });
    expect(demoSlotOf(english, -4, TODAY).date).toBe('2026-02-27');
  });

  it('passes over national holidays, which the demo services skip', () => {
    const english = serviceOf('Clases de inglés para adultos');

    // Tuesday 2026-03-24 is the Día Nacional de la Memoria por la Verdad y la Justicia.
    expect(demoSlotOf(english, 20, TODAY).date).toBe('2026-03-25');
    expect(demoSlotOf(english, -1, '2026-03-25').date).toBe('2026-03-23');
  });

  it('fits a whole slot in the range it starts, for every demo request', () => {
    for (const demo of DEMO_APPOINTMENTS) {
      const service = serviceOf(demo.service);
      const slot = demoSlotOf(service, demo.inDays, TODAY);
      const [first] = (service.availability[WEEKDAYS[isoWeekdayOf(slot.date) - 1]] ?? []).map(
        (text) => parseTimeRange(text) as TimeRange,
      );
      expect(minutesToClock(first.start)).toBe(slot.time);
      expect(first.end - first.start).toBeGreaterThanOrEqual(service.durationMinutes);
      expect(slot.endsAt.getTime() - slot.startsAt.getTime()).toBe(service.durationMinutes * 60_000);
    }
  });
});
