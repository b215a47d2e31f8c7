import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Between, DataSource, IsNull, LessThanOrEqual, Not, type FindOptionsWhere } from 'typeorm';
import { isUniqueViolation, PagedRows, TypeormUnitOfWork } from '@changas/server/kernel';
import { err, offsetOf, ok, type Page, type PageRequest, type Result } from '@changas/server/kernel/domain';
import { Appointment, type NewAppointment } from '../../domain/appointment.entity';
import type { AppointmentFilter, AppointmentRepository } from '../../domain/appointment.repository.port';
import { SchedulingErrors } from '../../domain/scheduling.errors';
import type { HeldTime } from '../../domain/service-schedule.value-object';
import type { AppointmentNotifier } from '../../application/ports/appointment-notifier.port';
import { APPOINTMENT_NOTIFIER } from '../../application/scheduling.tokens';
import { AppointmentMapper } from './appointment.mapper';
import { AppointmentOrmEntity } from './appointment.orm-entity';

/** The filter's given fields as a where clause (every one of them indexed). */
const whereOf = (filter: AppointmentFilter): FindOptionsWhere<AppointmentOrmEntity> =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined));

/** Every write of a transition also records its notice, in one transaction. */
@Injectable()
export class AppointmentTypeormRepository implements AppointmentRepository {
  constructor(
    private readonly unitOfWork: TypeormUnitOfWork,
    @Inject(APPOINTMENT_NOTIFIER) private readonly notifier: AppointmentNotifier,
    @InjectDataSource() dataSource: DataSource,
  ) {
    this.pages = new PagedRows(dataSource, AppointmentOrmEntity, { orderByDescending: ['createdAt', 'id'] });
  }

  /** Lists, newest first: outside any unit of work, as queries are. */
  private readonly pages: PagedRows<AppointmentOrmEntity>;

  /** Inside a unit of work this reads and writes in its transaction. */
  private get rows() {
    return this.unitOfWork.manager.getRepository(AppointmentOrmEntity);
  }

  async insert(appointment: NewAppointment): Promise<Result<Appointment>> {
    try {
      return await this.unitOfWork.run(async () => {
        const { identifiers } = await this.rows.insert(AppointmentMapper.toRow(appointment));
        const stored = { ...appointment, id: Number(identifiers[0].id) };
        await this.notifier.transitioned(stored, undefined);
        return ok(Appointment.restore(stored));
      });
    } catch (error) {
      // The free-slot check ran before the insert; a concurrent booking of the same slot loses here.
      if (isUniqueViolation(error)) return err(SchedulingErrors.slotTaken());
      throw error;
    }
  }

  async update(appointment: Appointment): Promise<boolean> {
    const stored = appointment.toProps();
    const { id, version } = stored;
    return this.unitOfWork.run(async () => {
      const { affected } = await this.rows.update(
        { id, version },
        { ...AppointmentMapper.toRow(stored), version: version + 1 },
      );
      if (affected !== 1) return false;
      const from = appointment.changedFrom;
      if (from) await this.notifier.transitioned(stored, from);
      return true;
    });
  }

  async findById(id: number): Promise<Appointment | undefined> {
    const row = await this.rows.findOneBy({ id });
    return row ? AppointmentMapper.toDomain(row) : undefined;
  }

  async findHeldTimes(serviceId: number, fromDate: string, toDate: string): Promise<HeldTime[]> {
    return this.rows.find({
      select: { startsAt: true, endsAt: true },
      where: { serviceId, date: Between(fromDate, toDate), slotKey: Not(IsNull()) },
    });
  }

  async findOverdue(now: Date, limit: number): Promise<Appointment[]> {
    const rows = await this.rows.find({
      where: { status: 'pending', startsAt: LessThanOrEqual(now) },
      order: { startsAt: 'ASC' },
      take: limit,
    });
    return rows.map(AppointmentMapper.toDomain);
  }

  async findPage(filter: AppointmentFilter, page: PageRequest): Promise<Page<Appointment>> {
    const { rows, total } = await this.pages.read(filter, { offset: offsetOf(page), limit: page.limit });
    return { page: page.page, limit: page.limit, items: rows.map(AppointmentMapper.toDomain), total };
  }

  count(filter: AppointmentFilter): Promise<number> {
    return this.rows.countBy(whereOf(filter));
  }
}
