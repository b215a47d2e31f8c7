import { ApiProperty } from '@nestjs/swagger';
import { BOOKING_RULES, type ReceivedAppointmentsQuery } from '@changas/shared/contracts';
import { CleanText, PageQueryDto, QueryInteger } from '@changas/server/kernel';
import { DateField } from './appointment.dto';

/** GET /api/received-appointments: optionally the requests to one of the caller's services. */
export class ReceivedAppointmentsQueryDto extends PageQueryDto implements ReceivedAppointmentsQuery {
  @QueryInteger(BOOKING_RULES.serviceId, 12)
  service_id?: number;
}

/** GET /api/services/{id}/availability?date=YYYY-MM-DD */
export class DayAvailabilityQueryDto {
  @ApiProperty({ type: String, example: '2026-03-09' })
  @CleanText()
  @DateField()
  date!: string;
}
