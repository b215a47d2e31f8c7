import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { API_PATHS, type AppConfigResponse } from '@changas/shared/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

/** The public part of the configuration that the web app adapts to. */
@ApiTags('app-config')
@Controller(API_PATHS.appConfig)
export class AppConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  @ApiOperation({ summary: 'Public settings: whether the demo helpers are shown' })
  get(): AppConfigResponse {
    return { demo_mode: this.config.demoMode };
  }
}
