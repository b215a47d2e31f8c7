export { NotificationDispatchModule, NotificationsModule } from './notifications.module';
export { NOTIFICATIONS_MIGRATIONS } from './infrastructure/migrations/notifications.migrations';
// What scheduling records in the transaction of each request transition, and the .ics it serves.
export type { AppointmentEvent, AppointmentEventKind, AppointmentSnapshot } from './domain/appointment-event';
export { RecordAppointmentEvent } from './application/record-appointment-event.command';
export { AppointmentInviteFile } from './application/appointment-invite-file';
