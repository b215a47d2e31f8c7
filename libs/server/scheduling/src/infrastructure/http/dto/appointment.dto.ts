import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import {
  APPOINTMENT_STATUS_CHANGES,
  APPOINTMENT_STATUS_RULES,
  type AppointmentStatusChange,
  type AppointmentStatusRequest,
  BOOKING_RULES,
  type CreateAppointmentRequest,
} from '@changas/shared/contracts';
import { clockToMinutes, isCalendarDate } from '@changas/shared/util';
import {
  CleanText,
  InPriorityOrder,
  isPositiveInteger,
  OptionalTextField,
  Satisfies,
  textChecks,
} from '@changas/server/kernel';
import type { BookAppointmentCommand } from '../../../application/book-appointment.use-case';
import type { ChangeAppointmentStatusCommand } from '../../../application/change-appointment-status.use-case';

const { serviceId, date, timeSlot, notes } = BOOKING_RULES;

/** A required 'YYYY-MM-DD' that exists (the availability query reads the same rules). */
const DateField = () =>
  InPriorityOrder(
    ...textChecks({ required: date.required }),
    Satisfies('calendarDate', (value) => isCalendarDate(String(value)), date.format),
  );

/** POST /api/appointments: the slot's checks against the service's schedule are the domain's. */
export class CreateAppointmentDto implements CreateAppointmentRequest {
  @ApiProperty({ type: Number, example: 12 })
  @Satisfies('serviceId', isPositiveInteger, serviceId)
  service_id!: number;

  @ApiProperty({ type: String, example: '2026-03-09' })
  @CleanText()
  @DateField()
  date!: string;

  @ApiProperty({ type: String, example: '10:00' })
  @CleanText()
  @InPriorityOrder(
    ...textChecks({ required: timeSlot.required }),
    Satisfies('clock', (value) => clockToMinutes(String(value)) !== undefined, timeSlot.format),
  )
  time_slot!: string;

  @OptionalTextField(notes, 'El portón es verde.')
  notes?: string;
}

export const toBookCommand = (dto: CreateAppointmentDto): BookAppointmentCommand => ({
  serviceId: dto.service_id,
  date: dto.date,
  time: dto.time_slot,
  notes: dto.notes ?? '',
});

const { status, rejectionReason } = APPOINTMENT_STATUS_RULES;

/** PUT /api/appointments/{id}/status: whether a reason is needed, and who may ask, is the entity's. */
export class AppointmentStatusDto implements AppointmentStatusRequest {
  @ApiProperty({ enum: APPOINTMENT_STATUS_CHANGES })
  @IsIn(status.value, { message: status.message })
  status!: AppointmentStatusChange;

  // Optional here: whether the change needs a reason is the entity's rule.
  @OptionalTextField({ maxLength: rejectionReason.maxLength }, 'No trabajo en esa zona los lunes.')
  rejection_reason?: string;
}

export const toStatusCommand = (dto: AppointmentStatusDto): ChangeAppointmentStatusCommand => ({
  status: dto.status,
  rejectionReason: dto.rejection_reason,
});
