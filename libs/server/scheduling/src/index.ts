export { SchedulingModule } from './scheduling.module';
export { SCHEDULING_MIGRATIONS } from './infrastructure/migrations/scheduling.migrations';
// The application API that the demo seed calls.
export { BookAppointment, type BookAppointmentCommand } from './application/book-appointment.use-case';
export {
  ChangeAppointmentStatus,
  type ChangeAppointmentStatusCommand,
} from './application/change-appointment-status.use-case';
export { ExpireOverdueAppointments } from './application/expire-overdue-appointments.use-case';
// The query reputation asks before a review.
export { HasCompletedAppointment } from './application/has-completed-appointment.query';
