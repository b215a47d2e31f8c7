/** The request transitions that someone hears about; 'requested' is the booking itself. */
export type AppointmentEventKind =
  'requested' | 'accepted' | 'rejected' | 'completed' | 'cancelled' | 'expired';

/** What a notification says about the appointment, as it was at the transition. */
export interface AppointmentSnapshot {
  readonly id: number;
  readonly serviceId: number;
  readonly clientId: number;
  readonly providerId: number;
  /** The slot's Argentine day 'YYYY-MM-DD' and time 'HH:MM', and the instants it starts and ends. */
  readonly date: string;
  readonly time: string;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly rejectionReason: string | null;
}

/** A transition of a request, recorded by scheduling in the transaction that makes it. */
export interface AppointmentEvent {
  readonly kind: AppointmentEventKind;
  readonly appointment: AppointmentSnapshot;
  /** True when the transition leaves an accepted turno: its calendar invite is withdrawn. */
  readonly wasAccepted: boolean;
  readonly at: Date;
}
