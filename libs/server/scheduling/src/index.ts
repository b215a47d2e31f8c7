export type { AppointmentProps } from './domain/appointment.entity';
