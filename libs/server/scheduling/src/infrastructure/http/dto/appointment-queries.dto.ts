import { BOOKING_RULES, type ReceivedAppointmentsQuery } from '@changas/shared/contracts';
import { isCalendarDate } from '@changas/shared/util';
import { PAGE_PARAMETERS, positiveIntegerParameter, QueryDto, textParameter } from '@changas/server/kernel';

/** GET /api/received-appointments: optionally the requests to one of the caller's services. */
export class ReceivedAppointmentsQueryDto
  extends QueryDto({ ...PAGE_PARAMETERS, service_id: positiveIntegerParameter(BOOKING_RULES.serviceId, 12) })
  implements ReceivedAppointmentsQuery {}

const { date } = BOOKING_RULES;

/** GET /api/services/{id}/availability?date=YYYY-MM-DD: the booking body's date rules. */
export class DayAvailabilityQueryDto extends QueryDto({
  date: textParameter({ required: date.required }, '2026-03-09', {
    test: isCalendarDate,
    message: date.format,
  }),
}) {}
