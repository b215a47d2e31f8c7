import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '@changas/server/catalog';
import { IdentityModule } from '@changas/server/identity';
import { NotificationsModule } from '@changas/server/notifications';
import { AppointmentDetailsReader } from './application/appointment-details';
import { BookAppointment } from './application/book-appointment.use-case';
import { ChangeAppointmentStatus } from './application/change-appointment-status.use-case';
import { ExpireOverdueAppointments } from './application/expire-overdue-appointments.use-case';
import { GetAppointmentInvite } from './application/get-appointment-invite.query';
import { GetDashboard } from './application/get-dashboard.query';
import { GetDayAvailability } from './application/get-day-availability.query';
import { HasCompletedAppointment } from './application/has-completed-appointment.query';
import { GetServiceCalendar } from './application/get-service-calendar.query';
import {
  AppointmentPages,
  ListMyAppointments,
  ListReceivedAppointments,
  ListServiceAppointments,
} from './application/list-appointments.queries';
import {
  APPOINTMENT_NOTIFIER,
  APPOINTMENT_REPOSITORY,
  NATIONAL_HOLIDAYS,
  PEOPLE_DIRECTORY,
  SERVICE_CATALOG,
} from './application/scheduling.tokens';
import { AppointmentExpiryTask } from './infrastructure/appointment-expiry.task';
import { CatalogServiceCatalog } from './infrastructure/catalog/catalog-service-catalog.adapter';
import { AppointmentsController } from './infrastructure/http/appointments.controller';
import { DashboardController } from './infrastructure/http/dashboard.controller';
import { DateHolidaysNationalHolidays } from './infrastructure/holidays/date-holidays-national-holidays.adapter';
import { ServiceScheduleController } from './infrastructure/http/service-schedule.controller';
import { IdentityPeopleDirectory } from './infrastructure/identity/identity-people-directory.adapter';
import { NotificationsAppointmentNotifier } from './infrastructure/notifications/notifications-appointment-notifier.adapter';
import { AppointmentOrmEntity } from './infrastructure/persistence/appointment.orm-entity';
import { AppointmentTypeormRepository } from './infrastructure/persistence/appointment.typeorm-repository';

/**
 * Appointments (turnos): the slot engine over the catalog's services, booking, answers, expiry and
 * the lists; plus the dashboard, which composes the contexts' public queries and owns no table.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([AppointmentOrmEntity]),
    CatalogModule,
    IdentityModule,
    NotificationsModule,
  ],
  controllers: [ServiceScheduleController, AppointmentsController, DashboardController],
  providers: [
    AppointmentDetailsReader,
    AppointmentPages,
    BookAppointment,
    ChangeAppointmentStatus,
    ExpireOverdueAppointments,
    GetServiceCalendar,
    GetDayAvailability,
    ListMyAppointments,
    ListReceivedAppointments,
    ListServiceAppointments,
    GetDashboard,
    GetAppointmentInvite,
    HasCompletedAppointment,
    AppointmentExpiryTask,
    { provide: APPOINTMENT_REPOSITORY, useClass: AppointmentTypeormRepository },
    { provide: SERVICE_CATALOG, useClass: CatalogServiceCatalog },
    { provide: PEOPLE_DIRECTORY, useClass: IdentityPeopleDirectory },
    { provide: APPOINTMENT_NOTIFIER, useClass: NotificationsAppointmentNotifier },
    { provide: NATIONAL_HOLIDAYS, useClass: DateHolidaysNationalHolidays },
  ],
  exports: [BookAppointment, ChangeAppointmentStatus, ExpireOverdueAppointments, HasCompletedAppointment],
})
export class SchedulingModule {}
