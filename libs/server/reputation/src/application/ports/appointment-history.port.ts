/** What reputation asks of the appointments; scheduling owns them. */
export interface AppointmentHistory {
  /** True when the client has a completed appointment on the service. */
  hasCompleted(clientId: number, serviceId: number): Promise<boolean>;
}
