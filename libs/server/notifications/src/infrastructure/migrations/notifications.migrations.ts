import { CreateNotificationOutbox1796000000000 } from './1796000000000-create-notification-outbox.migration';

/** The notifications context's migrations, oldest first; the API collects every context's list. */
export const NOTIFICATIONS_MIGRATIONS = [CreateNotificationOutbox1796000000000];
