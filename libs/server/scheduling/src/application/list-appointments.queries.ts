import { Inject, Injectable } from '@nestjs/common';
import { LISTING_MAX_PAGE_SIZE } from '@changas/shared/contracts';
import { ok, type Page, type PageRequest, pageRequest, type Result } from '@changas/server/kernel/domain';
import type { AppointmentFilter, AppointmentRepository } from '../domain/appointment.repository.port';
import { type AppointmentDetails, AppointmentDetailsReader } from './appointment-details';
import { ExpireOverdueAppointments } from './expire-overdue-appointments.use-case';
import type { ServiceCatalog } from './ports/service-catalog.port';
import { findOwnedService } from './scheduled-services';
import { APPOINTMENT_REPOSITORY, SERVICE_CATALOG } from './scheduling.tokens';

/** One page of appointments, newest first, read after overdue requests expire; a page holds 50 by default. */
@Injectable()
export class AppointmentPages {
  constructor(
    @Inject(APPOINTMENT_REPOSITORY) private readonly appointments: AppointmentRepository,
    private readonly details: AppointmentDetailsReader,
    private readonly expireOverdue: ExpireOverdueAppointments,
  ) {}

  async read(filter: AppointmentFilter, requested: Partial<PageRequest>): Promise<Page<AppointmentDetails>> {
    await this.expireOverdue.execute();
    const page = pageRequest(requested, {
      defaultLimit: LISTING_MAX_PAGE_SIZE,
      maxLimit: LISTING_MAX_PAGE_SIZE,
    });
    const found = await this.appointments.findPage(filter, page);
    return { ...found, items: await this.details.of(found.items) };
  }
}

/** The requests the caller sent (spec: /my-requests). */
@Injectable()
export class ListMyAppointments {
  constructor(private readonly pages: AppointmentPages) {}

  execute(clientId: number, page: Partial<PageRequest> = {}): Promise<Page<AppointmentDetails>> {
    return this.pages.read({ clientId }, page);
  }
}

/** Every request to the caller's services, or to one of them (spec: /received-requests). */
@Injectable()
export class ListReceivedAppointments {
  constructor(private readonly pages: AppointmentPages) {}

  execute(
    providerId: number,
    { serviceId, ...page }: Partial<PageRequest> & { serviceId?: number } = {},
  ): Promise<Page<AppointmentDetails>> {
    return this.pages.read({ providerId, serviceId }, page);
  }
}

/** The requests to one service, for its provider only. */
@Injectable()
export class ListServiceAppointments {
  constructor(
    @Inject(SERVICE_CATALOG) private readonly catalog: ServiceCatalog,
    private readonly pages: AppointmentPages,
  ) {}

  async execute(
    userId: number,
    serviceId: number,
    page: Partial<PageRequest> = {},
  ): Promise<Result<Page<AppointmentDetails>>> {
    const owned = await findOwnedService(this.catalog, serviceId, userId);
    if (!owned.ok) return owned;
    return ok(await this.pages.read({ serviceId }, page));
  }
}
