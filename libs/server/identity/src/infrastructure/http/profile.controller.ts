import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
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
import { UpdateProfile } from '../../application/update-profile.use-case';
import { UserMapper } from '../persistence/user.mapper';
import { UpdateProfileDto } from './dto/update-profile.dto';

@ApiTags('user')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller(API_PATHS.user.profile)
export class ProfileController {
  constructor(
    private readonly getProfile: GetProfile,
    private readonly updateProfile: UpdateProfile,
  ) {}

  @Get()
  @ApiOperation({ summary: "The caller's profile" })
  async get(@CurrentUser() { id }: AuthenticatedUser): Promise<ProfileResponse> {
    return { user: UserMapper.toView(unwrap(await this.getProfile.execute(id))) };
  }

  @Put()
  @SuccessMessage(IDENTITY_MESSAGES.profileUpdated)
  @ApiOperation({ summary: "Replaces the caller's profile fields" })
  async update(
    @CurrentUser() { id }: AuthenticatedUser,
    @Body() profile: UpdateProfileDto,
  ): Promise<ProfileResponse> {
    return { user: UserMapper.toView(unwrap(await this.updateProfile.execute(id, profile))) };
  }
}
