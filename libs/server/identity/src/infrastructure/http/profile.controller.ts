import { Body, Controller, Get, Patch, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { API_PATHS, IDENTITY_MESSAGES, type ProfileResponse } from '@changas/shared/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  SuccessMessage,
  unwrap,
} from '@changas/server/kernel';
import { GetProfile } from '../../application/get-profile.query';
import { UpdateNotificationPreferences } from '../../application/update-notification-preferences.use-case';
import { UpdateProfile } from '../../application/update-profile.use-case';
import { UserMapper } from '../persistence/user.mapper';
import { UpdateNotificationPreferencesDto } from './dto/update-notification-preferences.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';

@ApiTags('user')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller()
export class ProfileController {
  constructor(
    private readonly getProfile: GetProfile,
    private readonly updateProfile: UpdateProfile,
    private readonly updatePreferences: UpdateNotificationPreferences,
  ) {}

  @Get(API_PATHS.user.profile)
  @ApiOperation({ summary: "The caller's profile" })
  async get(@CurrentUser() { id }: AuthenticatedUser): Promise<ProfileResponse> {
    return { user: UserMapper.toView(unwrap(await this.getProfile.execute(id))) };
  }

  @Put(API_PATHS.user.profile)
  @SuccessMessage(IDENTITY_MESSAGES.profileUpdated)
  @ApiOperation({ summary: "Replaces the caller's profile fields" })
  async update(
    @CurrentUser() { id }: AuthenticatedUser,
    @Body() profile: UpdateProfileDto,
  ): Promise<ProfileResponse> {
    return { user: UserMapper.toView(unwrap(await this.updateProfile.execute(id, profile))) };
  }

  @Patch(API_PATHS.user.notificationPreferences)
  @SuccessMessage(IDENTITY_MESSAGES.notificationPreferencesUpdated)
  @ApiOperation({
    summary: 'Turns kinds of email notification on or off; the ones left out keep their value',
  })
  async updateNotificationPreferences(
    @CurrentUser() { id }: AuthenticatedUser,
    @Body() { requests_received, answers, reminders }: UpdateNotificationPreferencesDto,
  ): Promise<ProfileResponse> {
    const changes = { requestsReceived: requests_received, answers, reminders };
    const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    return { user: UserMapper.toView(unwrap(await this.updatePreferences.execute(id, given))) };
  }
}
