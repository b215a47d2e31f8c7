import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  API_PATHS,
  type AppointmentListResponse,
  type DayAvailabilityResponse,
  type ServiceCalendarResponse,
} from '@changas/shared/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  OptionalJwtAuthGuard,
} from '@changas/server/identity';
import { PageQueryDto, ParseIdPipe, unwrap } from '@changas/server/kernel';
import { GetDayAvailability } from '../../application/get-day-availability.query';
import { GetServiceCalendar } from '../../application/get-service-calendar.query';
import { ListServiceAppointments } from '../../application/list-appointments.queries';
import { AppointmentViewMapper } from './appointment-view.mapper';
import { DayAvailabilityQueryDto } from './dto/appointment-queries.dto';

const SERVICE_ID = new ParseIdPipe('CATALOG.INVALID_SERVICE_ID');

const ID = ':id';

/** A service's booking calendar, one day's slots, and (for its provider) its requests. */
@ApiTags('scheduling')
@Controller()
export class ServiceScheduleController {
  constructor(
    private readonly getCalendar: GetServiceCalendar,
    private readonly getDayAvailability: GetDayAvailability,
    private readonly listServiceAppointments: ListServiceAppointments,
  ) {}

  @Get(API_PATHS.serviceCalendar(ID))
  @UseGuards(OptionalJwtAuthGuard)
  @ApiOperation({ summary: 'Every bookable day of the horizon and whether a slot is free on it' })
  @ApiParam({ name: 'id', type: Number })
  async calendar(
    @Param('id', SERVICE_ID) serviceId: number,
    @CurrentUser() viewer: AuthenticatedUser | undefined,
  ): Promise<ServiceCalendarResponse> {
    return AppointmentViewMapper.toCalendar(unwrap(await this.getCalendar.execute(serviceId, viewer?.id)));
  }

  @Get(API_PATHS.serviceAvailability(ID))
  @UseGuards(OptionalJwtAuthGuard)
  @ApiOperation({ summary: "One day's slots and whether each can be booked" })
  @ApiParam({ name: 'id', type: Number })
  async availability(
    @Param('id', SERVICE_ID) serviceId: number,
    @Query() { date }: DayAvailabilityQueryDto,
    @CurrentUser() viewer: AuthenticatedUser | undefined,
  ): Promise<DayAvailabilityResponse> {
    const slots = unwrap(await this.getDayAvailability.execute(serviceId, date, viewer?.id));
    return AppointmentViewMapper.toDay(date, slots);
  }

  @Get(API_PATHS.serviceAppointments(ID))
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: "The requests to one of the caller's services, newest first" })
  @ApiParam({ name: 'id', type: Number })
  async appointments(
    @CurrentUser() { id }: AuthenticatedUser,
    @Param('id', SERVICE_ID) serviceId: number,
    @Query() page: PageQueryDto,
  ): Promise<AppointmentListResponse> {
    return AppointmentViewMapper.toList(
      unwrap(await this.listServiceAppointments.execute(id, serviceId, page)),
      id,
    );
  }
}
