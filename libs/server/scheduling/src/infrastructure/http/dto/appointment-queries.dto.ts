import { ApiProperty } from '@nestjs/swagger';
import {
  type AppointmentPageQuery,
  BOOKING_RULES,
  type ReceivedAppointmentsQuery,
  SERVICE_SEARCH_RULES,
} from '@changas/shared/contracts';
import { Trim } from '@changas/server/kernel';
import { DateField } from './appointment.dto';
import { QueryInteger } from './dto-checks';

/** Page and page size of an appointment list; a size above the maximum is cut to it. */
export class AppointmentPageQueryDto implements AppointmentPageQuery {
  @QueryInteger(SERVICE_SEARCH_RULES.page, 1)
  page?: number;

  @QueryInteger(SERVICE_SEARCH_RULES.limit, 20)
  limit?: number;
}

/** GET /api/received-appointments: optionally the requests to one of the caller's services. */
export class ReceivedAppointmentsQueryDto
  extends AppointmentPageQueryDto
  implements ReceivedAppointmentsQuery
{
  @QueryInteger(BOOKING_RULES.serviceId, 12)
  service_id?: number;
}

/** GET /api/services/{id}/availability?date=YYYY-MM-DD */
export class DayAvailabilityQueryDto {
  @ApiProperty({ type: String, example: '2026-03-09' })
  @Trim()
  @DateField()
  date!: string;
}
