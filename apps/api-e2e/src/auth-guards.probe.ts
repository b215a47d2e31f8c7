import { Controller, Get, Module, UseGuards } from '@nestjs/common';
import {
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  OptionalJwtAuthGuard,
} from '@changas/server/identity';

/** Test-only routes guarded the way other contexts' controllers use the identity context's guards. */
@Controller('probe/auth')
class AuthProbeController {
  @Get('private')
  @UseGuards(JwtAuthGuard)
  private(@CurrentUser() user: AuthenticatedUser): AuthenticatedUser {
    return user;
  }

  @Get('public')
  @UseGuards(OptionalJwtAuthGuard)
  public(@CurrentUser() user: AuthenticatedUser | undefined): { user: AuthenticatedUser | null } {
    return { user: user ?? null };
  }
}

@Module({ controllers: [AuthProbeController] })
export class AuthProbeModule {}
