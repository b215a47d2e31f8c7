import { CreateAppointments1795700000000 } from './1795700000000-create-appointments.migration';

/** The scheduling context's migrations, oldest first; the API collects every context's list. */
export const SCHEDULING_MIGRATIONS = [CreateAppointments1795700000000];
