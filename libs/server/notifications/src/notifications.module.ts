import { BullModule } from '@nestjs/bullmq';
import { type DynamicModule, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '@changas/server/catalog';
import { IdentityModule } from '@changas/server/identity';
import { APP_CONFIG, type AppConfig, createMailer } from '@changas/server/kernel';
import { AppointmentInviteFile } from './application/appointment-invite-file';
import { DispatchDueNotifications } from './application/dispatch-due-notifications.use-case';
import {
  MAIL_SETTINGS,
  MAILER,
  NOTIFICATION_RECIPIENTS,
  NOTIFICATION_REPOSITORY,
  SERVICE_TITLES,
} from './application/notifications.tokens';
import { RecordAppointmentEvent } from './application/record-appointment-event.command';
import { CatalogServiceTitles } from './infrastructure/catalog/catalog-service-titles.adapter';
import { DispatchRounds } from './infrastructure/dispatch/dispatch-rounds';
import { InProcessDispatchTask } from './infrastructure/dispatch/in-process-dispatch.task';
import { NOTIFICATIONS_QUEUE, QueueDispatchWorker } from './infrastructure/dispatch/queue-dispatch.worker';
import { redisConnectionOf } from './infrastructure/dispatch/redis-connection';
import { IdentityNotificationRecipients } from './infrastructure/identity/identity-notification-recipients.adapter';
import { NotificationOrmEntity } from './infrastructure/persistence/notification.orm-entity';
import { NotificationTypeormRepository } from './infrastructure/persistence/notification.typeorm-repository';

/** The outbox of request mails and what sends them; scheduling records into it. */
@Module({
  imports: [TypeOrmModule.forFeature([NotificationOrmEntity]), CatalogModule, IdentityModule],
  providers: [
    RecordAppointmentEvent,
    DispatchDueNotifications,
    DispatchRounds,
    AppointmentInviteFile,
    { provide: NOTIFICATION_REPOSITORY, useClass: NotificationTypeormRepository },
    { provide: NOTIFICATION_RECIPIENTS, useClass: IdentityNotificationRecipients },
    { provide: SERVICE_TITLES, useClass: CatalogServiceTitles },
    { provide: MAILER, inject: [APP_CONFIG], useFactory: createMailer },
    {
      provide: MAIL_SETTINGS,
      inject: [APP_CONFIG],
      useFactory: ({ appUrl, mailFrom }: AppConfig) => ({ appUrl, mailFrom }),
    },
  ],
  exports: [RecordAppointmentEvent, DispatchRounds, AppointmentInviteFile],
})
export class NotificationsModule {}

/**
 * Who drains the outbox: with REDIS_URL, a BullMQ queue shared by every instance; without it, an
 * interval in this process, so a single instance needs nothing else.
 */
@Module({})
export class NotificationDispatchModule {
  static forRoot({ redisUrl, redisPrefix }: AppConfig): DynamicModule {
    if (!redisUrl) {
      return {
        module: NotificationDispatchModule,
        imports: [NotificationsModule, ScheduleModule.forRoot()],
        providers: [InProcessDispatchTask],
      };
    }
    return {
      module: NotificationDispatchModule,
      imports: [
        NotificationsModule,
        BullModule.forRoot({ connection: redisConnectionOf(redisUrl), prefix: redisPrefix }),
        BullModule.registerQueue({ name: NOTIFICATIONS_QUEUE }),
      ],
      providers: [QueueDispatchWorker],
    };
  }
}
