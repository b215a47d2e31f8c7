import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { API_PATHS, type DashboardResponse } from '@changas/shared/contracts';
import { type AuthenticatedUser, CurrentUser, JwtAuthGuard } from '@changas/server/identity';
import { GetDashboard } from '../../application/get-dashboard.query';
import { AppointmentViewMapper } from './appointment-view.mapper';

@ApiTags('dashboard')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller(API_PATHS.dashboard)
export class DashboardController {
  constructor(private readonly getDashboard: GetDashboard) {}

  @Get()
  @ApiOperation({ summary: "The caller's counters and the latest requests sent and received" })
  async get(@CurrentUser() { id }: AuthenticatedUser): Promise<DashboardResponse> {
    const dashboard = await this.getDashboard.execute(id);
    return {
      counters: {
        published_services: dashboard.publishedServices,
        requests_sent: dashboard.requestsSent,
        requests_received: dashboard.requestsReceived,
        pending_to_answer: dashboard.pendingToAnswer,
        completed: dashboard.completed,
        favorites: dashboard.favorites,
      },
      recent_sent: dashboard.recentSent.map((details) => AppointmentViewMapper.toView(details, id)),
      recent_received: dashboard.recentReceived.map((details) => AppointmentViewMapper.toView(details, id)),
    };
  }
}
