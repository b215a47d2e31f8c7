import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig, createMailer } from '@changas/server/kernel';
import { CountUsers } from './application/count-users.query';
import { GetNotificationContacts } from './application/get-notification-contacts.query';
import { GetProfile } from './application/get-profile.query';
import { GetUsersByIds } from './application/get-users-by-ids.query';
import {
  APP_URL,
  MAILER,
  PASSWORD_HASHER,
  RESET_TOKEN_REPOSITORY,
  TOKEN_ISSUER,
  USER_REPOSITORY,
} from './application/identity.tokens';
import { LoginUser } from './application/login-user.use-case';
import { RegisterUser } from './application/register-user.use-case';
import { RequestPasswordReset } from './application/request-password-reset.use-case';
import { ResetPassword } from './application/reset-password.use-case';
import { UpdateNotificationPreferences } from './application/update-notification-preferences.use-case';
import { UpdateProfile } from './application/update-profile.use-case';
import { BackgroundTasks } from './infrastructure/background-tasks';
import { AuthController } from './infrastructure/http/auth.controller';
import { JwtStrategy } from './infrastructure/http/auth/jwt.strategy';
import { ProfileController } from './infrastructure/http/profile.controller';
import { PasswordResetTokenOrmEntity } from './infrastructure/persistence/password-reset-token.orm-entity';
import { PasswordResetTokenTypeormRepository } from './infrastructure/persistence/password-reset-token.typeorm-repository';
import { UserOrmEntity } from './infrastructure/persistence/user.orm-entity';
import { UserTypeormRepository } from './infrastructure/persistence/user.typeorm-repository';
import { Argon2PasswordHasher } from './infrastructure/security/argon2-password.hasher';
import { jwtModuleOptions } from './infrastructure/security/jwt-options';
import { JwtTokenIssuer } from './infrastructure/security/jwt-token.issuer';

/** Accounts, sessions (JWT), password recovery and profiles; exports what the demo seed and other contexts use. */
@Module({
  imports: [
    TypeOrmModule.forFeature([UserOrmEntity, PasswordResetTokenOrmEntity]),
    PassportModule,
    JwtModule.registerAsync({ inject: [APP_CONFIG], useFactory: jwtModuleOptions }),
  ],
  controllers: [AuthController, ProfileController],
  providers: [
    RegisterUser,
    LoginUser,
    RequestPasswordReset,
    ResetPassword,
    GetProfile,
    GetUsersByIds,
    GetNotificationContacts,
    UpdateProfile,
    UpdateNotificationPreferences,
    CountUsers,
    JwtStrategy,
    BackgroundTasks,
    { provide: USER_REPOSITORY, useClass: UserTypeormRepository },
    { provide: RESET_TOKEN_REPOSITORY, useClass: PasswordResetTokenTypeormRepository },
    { provide: PASSWORD_HASHER, useClass: Argon2PasswordHasher },
    { provide: TOKEN_ISSUER, useClass: JwtTokenIssuer },
    { provide: MAILER, inject: [APP_CONFIG], useFactory: createMailer },
    { provide: APP_URL, inject: [APP_CONFIG], useFactory: (config: AppConfig) => config.appUrl },
  ],
  exports: [RegisterUser, GetProfile, GetUsersByIds, GetNotificationContacts, CountUsers],
})
export class IdentityModule {}
