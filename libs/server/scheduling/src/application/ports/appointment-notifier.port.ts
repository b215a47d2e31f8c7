import type { AppointmentStatus } from '@changas/shared/contracts';
import type { AppointmentProps } from '../../domain/appointment.entity';

/**
 * Lets the parties hear of a request's transitions. The repository calls it inside the transaction
 * that stores the transition, so the notice is kept exactly when the transition is.
 */
export interface AppointmentNotifier {
  /** `from` is undefined for a new request. */
  transitioned(appointment: AppointmentProps, from: AppointmentStatus | undefined): Promise<void>;
}
