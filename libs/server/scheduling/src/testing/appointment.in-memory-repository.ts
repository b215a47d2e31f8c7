import { err, offsetOf, ok, type Page, type PageRequest, type Result } from '@changas/server/kernel/domain';
import { Appointment, type AppointmentProps, type NewAppointment } from '../domain/appointment.entity';
import type { AppointmentFilter, AppointmentRepository } from '../domain/appointment.repository.port';
import { SchedulingErrors } from '../domain/scheduling.errors';
import type { HeldTime } from '../domain/service-schedule.value-object';

const matches = (row: AppointmentProps, filter: AppointmentFilter) =>
  (Object.keys(filter) as (keyof AppointmentFilter)[]).every(
    (key) => filter[key] === undefined || row[key] === filter[key],
  );

/**
 * The AppointmentRepository port over a Map, with the SQL one's rules: a unique slot key, a version
 * check on every update, newest first. `rows` is open for inspection.
 */
export class InMemoryAppointmentRepository implements AppointmentRepository {
  readonly rows = new Map<number, AppointmentProps>();
  private lastId = 0;

  async insert(appointment: NewAppointment): Promise<Result<Appointment>> {
    const key = Appointment.slotKeyOf(appointment);
    if (key && [...this.rows.values()].some((row) => Appointment.slotKeyOf(row) === key)) {
      return err(SchedulingErrors.slotTaken());
    }
    const row = { ...appointment, id: ++this.lastId };
    this.rows.set(row.id, row);
    return ok(Appointment.restore(row));
  }

  async update(appointment: Appointment): Promise<boolean> {
    const props = appointment.toProps();
    if (this.rows.get(props.id)?.version !== props.version) return false;
    this.rows.set(props.id, { ...props, version: props.version + 1 });
    return true;
  }

  async findById(id: number): Promise<Appointment | undefined> {
    const row = this.rows.get(id);
    return row && Appointment.restore(row);
  }

  async findHeldTimes(serviceId: number, fromDate: string, toDate: string): Promise<HeldTime[]> {
    return [...this.rows.values()]
      .filter((row) => row.serviceId === serviceId && row.date >= fromDate && row.date <= toDate)
      .filter((row) => Appointment.slotKeyOf(row) !== null)
      .map(({ startsAt, endsAt }) => ({ startsAt, endsAt }));
  }

  async findOverdue(now: Date, limit: number): Promise<Appointment[]> {
    return [...this.rows.values()]
      .filter((row) => row.status === 'pending' && row.startsAt <= now)
      .slice(0, limit)
      .map(Appointment.restore);
  }

  async findPage(filter: AppointmentFilter, page: PageRequest): Promise<Page<Appointment>> {
    const found = [...this.rows.values()]
      .filter((row) => matches(row, filter))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
    const start = offsetOf(page);
    return {
      ...page,
      items: found.slice(start, start + page.limit).map(Appointment.restore),
      total: found.length,
    };
  }

  async count(filter: AppointmentFilter): Promise<number> {
    return [...this.rows.values()].filter((row) => matches(row, filter)).length;
  }
}
