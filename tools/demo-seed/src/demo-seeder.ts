import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DEMO_CREDENTIALS } from '@changas/shared/contracts';
import { ChangeServiceStatus, CreateService } from '@changas/server/catalog';
import { CountUsers, RegisterUser } from '@changas/server/identity';
import { APP_CONFIG, type AppConfig } from '@changas/server/kernel';
import { type Clock, CLOCK } from '@changas/server/kernel/domain';
import {
  BookAppointment,
  ChangeAppointmentStatus,
  ExpireOverdueAppointments,
} from '@changas/server/scheduling';
import { WriteReview } from '@changas/server/reputation';
import { seedAppointments } from './seed-appointments.step';
import { seedReviews } from './seed-reviews.step';
import { seedServices } from './seed-services.step';
import { seedUsers } from './seed-users.step';

/**
 * Loads the demo data at start-up when DEMO_MODE is on and the database has no users yet, so it
 * runs once per database. Each step goes through a context's application API, in dependency order,
 * and hands the ids it created to the next steps.
 */
@Injectable()
export class DemoSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly countUsers: CountUsers,
    private readonly registerUser: RegisterUser,
    private readonly createService: CreateService,
    private readonly changeServiceStatus: ChangeServiceStatus,
    private readonly bookAppointment: BookAppointment,
    private readonly changeAppointmentStatus: ChangeAppointmentStatus,
    private readonly expireOverdue: ExpireOverdueAppointments,
    private readonly writeReview: WriteReview,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.demoMode || (await this.countUsers.execute()) > 0) return;

    const userIds = await seedUsers(this.registerUser);
    if (!userIds) return;
    const now = this.clock.now();
    const serviceIds = await seedServices(this.createService, this.changeServiceStatus, userIds);
    const appointments = await seedAppointments(
      {
        book: this.bookAppointment,
        changeStatus: this.changeAppointmentStatus,
        expireOverdue: this.expireOverdue,
      },
      userIds,
      serviceIds,
      now,
    );
    const reviews = await seedReviews(this.writeReview, userIds, serviceIds, now);
    this.logger.log(
      `Datos de demostración cargados: ${Object.keys(userIds).length} usuarios, ${serviceIds.size} servicios, ${appointments} turnos y ${reviews} reseñas; cuenta demo ${DEMO_CREDENTIALS.email}.`,
    );
  }
}
