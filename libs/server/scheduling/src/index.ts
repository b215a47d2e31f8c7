export { SchedulingModule } from './scheduling.module';
export { SCHEDULING_MIGRATIONS } from './infrastructure/migrations/scheduling.migrations';
// The application API that the demo seed calls.
export { BookAppointment, type BookAppointmentCommand } from './application/book-appointment.use-case';
export {
  ChangeAppointmentStatus,
  type ChangeAppointmentStatusCommand,
} from './application/change-appointment-status.use-case';
export { ExpireOverdueAppointments } from './application/expire-overdue-appointments.use-case';
// The demo seed keeps its requests off the feriados its services skip.
export { DateHolidaysNationalHolidays } from './infrastructure/holidays/date-holidays-national-holidays.adapter';
// The dashboard counts favourites through this port; the app binds it (scheduling cannot depend on favourites).
export { FAVOURITE_COUNTER } from './application/scheduling.tokens';
export type { FavouriteCounter } from './application/ports/favourite-counter.port';
// The query reputation asks before a review.
export { HasCompletedAppointment } from './application/has-completed-appointment.query';
