import { Inject, Injectable } from '@nestjs/common';
import { DASHBOARD_RECENT_APPOINTMENTS } from '@changas/shared/contracts';
import type { AppointmentRepository } from '../domain/appointment.repository.port';
import type { AppointmentDetails } from './appointment-details';
import { AppointmentPages } from './list-appointments.queries';
import type { FavouriteCounter } from './ports/favourite-counter.port';
import type { ServiceCatalog } from './ports/service-catalog.port';
import { APPOINTMENT_REPOSITORY, FAVOURITE_COUNTER, SERVICE_CATALOG } from './scheduling.tokens';

export interface Dashboard {
  readonly publishedServices: number;
  readonly requestsSent: number;
  readonly requestsReceived: number;
  readonly pendingToAnswer: number;
  readonly completed: number;
  readonly favorites: number;
  readonly recentSent: readonly AppointmentDetails[];
  readonly recentReceived: readonly AppointmentDetails[];
}

const RECENT = { page: 1, limit: DASHBOARD_RECENT_APPOINTMENTS };

/**
 * The caller's activity as client and as provider. It owns no table: it composes the catalog's count
 * of services and the favourites' count (through their ports) with the appointments' counts and pages.
 */
@Injectable()
export class GetDashboard {
  constructor(
    @Inject(SERVICE_CATALOG) private readonly catalog: ServiceCatalog,
    @Inject(APPOINTMENT_REPOSITORY) private readonly appointments: AppointmentRepository,
    @Inject(FAVOURITE_COUNTER) private readonly favourites: FavouriteCounter,
    private readonly pages: AppointmentPages,
  ) {}

  async execute(userId: number): Promise<Dashboard> {
    // The pages expire overdue requests first, so the pending count below never includes them.
    const [recentSent, recentReceived] = await Promise.all([
      this.pages.read({ clientId: userId }, RECENT),
      this.pages.read({ providerId: userId }, RECENT),
    ]);
    const [publishedServices, pendingToAnswer, completedAsClient, completedAsProvider, favorites] =
      await Promise.all([
        this.catalog.countPublishedBy(userId),
        this.appointments.count({ providerId: userId, status: 'pending' }),
        this.appointments.count({ clientId: userId, status: 'completed' }),
        this.appointments.count({ providerId: userId, status: 'completed' }),
        this.favourites.countOf(userId),
      ]);
    return {
      publishedServices,
      requestsSent: recentSent.total,
      requestsReceived: recentReceived.total,
      pendingToAnswer,
      completed: completedAsClient + completedAsProvider,
      favorites,
      recentSent: recentSent.items,
      recentReceived: recentReceived.items,
    };
  }
}
