import { Body, Controller, Header, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { API_PATHS, type AuthResponse, IDENTITY_MESSAGES } from '@changas/shared/contracts';
import { RateLimit, SuccessMessage, unwrap } from '@changas/server/kernel';
import type { AuthSession } from '../../application/auth-session';
import { LoginUser } from '../../application/login-user.use-case';
import { RegisterUser } from '../../application/register-user.use-case';
import { RequestPasswordReset } from '../../application/request-password-reset.use-case';
import { ResetPassword } from '../../application/reset-password.use-case';
import { BackgroundTasks } from '../background-tasks';
import { UserMapper } from '../persistence/user.mapper';
import { ForgotPasswordDto } from './dto/forgot-password.dto';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import { ResetPasswordDto } from './dto/reset-password.dto';
import {
  FORGOT_PASSWORD_RATE_LIMIT,
  LOGIN_RATE_LIMIT,
  REGISTER_RATE_LIMIT,
  RESET_PASSWORD_RATE_LIMIT,
} from './identity-rate-limits';

/** Register and login answer a session token: no browser or proxy may keep it. */
const NO_STORE = ['Cache-Control', 'no-store'] as const;

const toAuthResponse = ({ user, token }: AuthSession): AuthResponse => ({
  user: UserMapper.toView(user),
  token,
});

@ApiTags('user')
@Controller()
export class AuthController {
  constructor(
    private readonly registerUser: RegisterUser,
    private readonly loginUser: LoginUser,
    private readonly requestPasswordReset: RequestPasswordReset,
    private readonly resetPassword: ResetPassword,
    private readonly background: BackgroundTasks,
  ) {}

  @Post(API_PATHS.user.register)
  @RateLimit(REGISTER_RATE_LIMIT)
  @Header(...NO_STORE)
  @SuccessMessage(IDENTITY_MESSAGES.registered)
  @ApiOperation({ summary: 'Creates an account and answers it with its access token' })
  async register(@Body() dto: RegisterDto): Promise<AuthResponse> {
    const { name, email, password, phone, province, locality } = dto; // confirm_password is checked by the DTO
    return toAuthResponse(
      unwrap(await this.registerUser.execute({ name, email, password, phone, province, locality })),
    );
  }

  @Post(API_PATHS.user.login)
  @HttpCode(HttpStatus.OK)
  @RateLimit(LOGIN_RATE_LIMIT)
  @Header(...NO_STORE)
  @ApiOperation({ summary: 'Answers the user and an access token (HS256, 7 days)' })
  async login(@Body() credentials: LoginDto): Promise<AuthResponse> {
    return toAuthResponse(unwrap(await this.loginUser.execute(credentials)));
  }

  @Post(API_PATHS.user.forgotPassword)
  @HttpCode(HttpStatus.OK)
  @RateLimit(FORGOT_PASSWORD_RATE_LIMIT)
  @SuccessMessage(IDENTITY_MESSAGES.forgotPasswordSent)
  @ApiOperation({ summary: 'Mails a reset link if the account exists; the answer is always the same' })
  forgotPassword(@Body() { email }: ForgotPasswordDto): null {
    // Answered before the lookup and the mail finish: neither the body nor the timing reveals the account.
    this.background.run('Envío del enlace de recuperación', () => this.requestPasswordReset.execute(email));
    return null;
  }

  @Post(API_PATHS.user.resetPassword)
  @HttpCode(HttpStatus.OK)
  @RateLimit(RESET_PASSWORD_RATE_LIMIT)
  @SuccessMessage(IDENTITY_MESSAGES.passwordReset)
  @ApiOperation({ summary: 'Sets a new password with the token of a reset link (once, within one hour)' })
  async reset(@Body() { token, new_password }: ResetPasswordDto): Promise<null> {
    unwrap(await this.resetPassword.execute({ token, newPassword: new_password }));
    return null;
  }
}
