import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  type Availability,
  AVAILABILITY_MESSAGES,
  daySlotsError,
  type Weekday,
} from '@changas/shared/contracts';
import { IsOptional, ValidateBy } from 'class-validator';

/** One weekday's ranges: a list of valid, non-overlapping 'HH:MM-HH:MM' (the day's own message otherwise). */
const DaySlots = (day: Weekday) =>
  applyDecorators(
    ApiPropertyOptional({ type: [String], example: ['09:00-13:00', '14:00-18:00'] }),
    IsOptional(),
    ValidateBy({
      name: 'daySlots',
      validator: {
        validate: (slots) => Array.isArray(slots) && daySlotsError(day, slots) === undefined,
        defaultMessage: (args) =>
          (Array.isArray(args?.value) && daySlotsError(day, args.value)) ||
          AVAILABILITY_MESSAGES.slotFormat(day),
      },
    }),
  );

/** The week: a day left out (or empty) is off. Keys other than the weekdays are refused. */
export class AvailabilityDto implements Partial<Availability> {
  @DaySlots('monday')
  monday?: string[];

  @DaySlots('tuesday')
  tuesday?: string[];

  @DaySlots('wednesday')
  wednesday?: string[];

  @DaySlots('thursday')
  thursday?: string[];

  @DaySlots('friday')
  friday?: string[];

  @DaySlots('saturday')
  saturday?: string[];

  @DaySlots('sunday')
  sunday?: string[];
}
