// The pure domain entry: plain TypeScript that domain and application code may load without Nest.
export { type Result, ok, err } from './result';
export { DomainError } from './domain-error';
export { type Clock, CLOCK, systemClock } from './clock.port';
export { offsetOf, type Page, type PageRequest, pageRequest } from './page';
export { type UnitOfWork, UNIT_OF_WORK } from './unit-of-work.port';
export { type CalendarInvite, type Mailer, type MailMessage, PermanentMailFailure } from './mailer.port';
