import { Body, Controller, Get, Param, Post, Put, Query, StreamableFile, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  API_PATHS,
  APPOINTMENT_MESSAGES,
  type AppointmentListResponse,
  type AppointmentResponse,
} from '@changas/shared/contracts';
import { type AuthenticatedUser, CurrentUser, JwtAuthGuard } from '@changas/server/identity';
import { PageQueryDto, ParseIdPipe, SuccessMessage, unwrap } from '@changas/server/kernel';
import { AppointmentInviteFile } from '@changas/server/notifications';
import { BookAppointment } from '../../application/book-appointment.use-case';
import { ChangeAppointmentStatus } from '../../application/change-appointment-status.use-case';
import { GetAppointmentInvite } from '../../application/get-appointment-invite.query';
import { ListMyAppointments, ListReceivedAppointments } from '../../application/list-appointments.queries';
import { AppointmentViewMapper } from './appointment-view.mapper';
import { BookingAuthGuard } from './booking-auth.guard';
import {
  AppointmentStatusDto,
  CreateAppointmentDto,
  toBookCommand,
  toStatusCommand,
} from './dto/appointment.dto';
import { ReceivedAppointmentsQueryDto } from './dto/appointment-queries.dto';

const APPOINTMENT_ID = new ParseIdPipe('SCHEDULING.INVALID_APPOINTMENT_ID');

@ApiTags('scheduling')
@ApiBearerAuth()
@Controller()
export class AppointmentsController {
  constructor(
    private readonly bookAppointment: BookAppointment,
    private readonly changeStatus: ChangeAppointmentStatus,
    private readonly listMine: ListMyAppointments,
    private readonly listReceived: ListReceivedAppointments,
    private readonly getInvite: GetAppointmentInvite,
    private readonly inviteFile: AppointmentInviteFile,
  ) {}

  @Post(API_PATHS.appointments)
  @UseGuards(BookingAuthGuard)
  @SuccessMessage(APPOINTMENT_MESSAGES.created)
  @ApiOperation({ summary: "Requests a free slot of someone else's service; it stays pending" })
  async book(
    @CurrentUser() { id }: AuthenticatedUser,
    @Body() dto: CreateAppointmentDto,
  ): Promise<AppointmentResponse> {
    const details = unwrap(await this.bookAppointment.execute(id, toBookCommand(dto)));
    return { appointment: AppointmentViewMapper.toView(details, id) };
  }

  @Get(API_PATHS.myAppointments)
  @UseGuards(JwtAuthGuard)
  @ApiOperation({ summary: 'The requests the caller sent, newest first' })
  async mine(
    @CurrentUser() { id }: AuthenticatedUser,
    @Query() page: PageQueryDto,
  ): Promise<AppointmentListResponse> {
    return AppointmentViewMapper.toList(await this.listMine.execute(id, page), id);
  }

  @Get(API_PATHS.receivedAppointments)
  @UseGuards(JwtAuthGuard)
  @ApiOperation({ summary: "Every request to the caller's services (or to one), newest first" })
  async received(
    @CurrentUser() { id }: AuthenticatedUser,
    @Query() { service_id, page, limit }: ReceivedAppointmentsQueryDto,
  ): Promise<AppointmentListResponse> {
    return AppointmentViewMapper.toList(
      await this.listReceived.execute(id, { serviceId: service_id, page, limit }),
      id,
    );
  }

  @Put(API_PATHS.appointmentStatus(':id'))
  @UseGuards(JwtAuthGuard)
  @ApiOperation({
    summary: 'The provider accepts, rejects (with a reason) or completes; the client cancels',
  })
  @ApiParam({ name: 'id', type: Number })
  async status(
    @CurrentUser() { id }: AuthenticatedUser,
    @Param('id', APPOINTMENT_ID) appointmentId: number,
    @Body() dto: AppointmentStatusDto,
  ): Promise<AppointmentResponse> {
    const details = unwrap(await this.changeStatus.execute(id, appointmentId, toStatusCommand(dto)));
    return { appointment: AppointmentViewMapper.toView(details, id) };
  }

  @Get(API_PATHS.appointmentInvite(':id'))
  @UseGuards(JwtAuthGuard)
  @ApiOperation({ summary: 'An accepted turno as an iCalendar file, for either party' })
  @ApiProduces('text/calendar')
  @ApiParam({ name: 'id', type: Number })
  async invite(
    @CurrentUser() { id }: AuthenticatedUser,
    @Param('id', APPOINTMENT_ID) appointmentId: number,
  ): Promise<StreamableFile> {
    const { appointment, serviceTitle, role } = unwrap(await this.getInvite.execute(id, appointmentId));
    const { timeSlot, ...rest } = appointment;
    const ics = this.inviteFile.of({ ...rest, time: timeSlot }, serviceTitle, role);
    return new StreamableFile(Buffer.from(ics, 'utf8'), {
      type: 'text/calendar; charset=utf-8',
      disposition: `attachment; filename="turno-${appointmentId}.ics"`,
    });
  }
}
