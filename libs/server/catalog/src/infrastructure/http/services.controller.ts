import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
  Put,
  Query,
  UseGuards,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  API_PATHS,
  SERVICE_MESSAGES,
  type ServiceListResponse,
  type ServiceResponse,
} from '@changas/shared/contracts';
import {
  type AuthenticatedUser,
  CurrentUser,
  JwtAuthGuard,
  OptionalJwtAuthGuard,
} from '@changas/server/identity';
import { PageQueryDto, ParseIdPipe, SuccessMessage, unwrap } from '@changas/server/kernel';
import { type Result } from '@changas/server/kernel/domain';
import { ChangeServiceStatus } from '../../application/change-service-status.use-case';
import { CreateService } from '../../application/create-service.use-case';
import { DeleteService } from '../../application/delete-service.use-case';
import { GetService } from '../../application/get-service.query';
import { ListMyServices } from '../../application/list-my-services.query';
import { SearchServices } from '../../application/search-services.query';
import type { ServiceListing } from '../../application/service-listings';
import { UpdateService } from '../../application/update-service.use-case';
import { CreateServiceDto, toServiceCommand, UpdateServiceDto } from './dto/service.dto';
import { ServiceSearchQueryDto } from './dto/service-search.dto';
import { ServiceStatusDto } from './dto/service-status.dto';
import { ServiceViewMapper } from './service-view.mapper';

const ID = ':id';
const SERVICE_ID = new ParseIdPipe('CATALOG.INVALID_SERVICE_ID');
const answer = (result: Result<ServiceListing>): ServiceResponse => ({
  service: ServiceViewMapper.toView(unwrap(result)),
});

@ApiTags('services')
@Controller()
export class ServicesController {
  constructor(
    private readonly createService: CreateService,
    private readonly updateService: UpdateService,
    private readonly changeStatus: ChangeServiceStatus,
    private readonly deleteService: DeleteService,
    private readonly getService: GetService,
    private readonly searchServices: SearchServices,
    private readonly listMyServices: ListMyServices,
  ) {}

  @Post(API_PATHS.services)
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @SuccessMessage(SERVICE_MESSAGES.created)
  @ApiOperation({ summary: 'Publishes a service of the caller, active at once' })
  async create(
    @CurrentUser() { id }: AuthenticatedUser,
    @Body() dto: CreateServiceDto,
  ): Promise<ServiceResponse> {
    return answer(await this.createService.execute(id, toServiceCommand(dto)));
  }

  @Get(API_PATHS.services)
  @ApiOperation({ summary: 'Active services, newest first, by text, category, province and locality' })
  async search(@Query() query: ServiceSearchQueryDto): Promise<ServiceListResponse> {
    const { q, page, limit } = query;
    return ServiceViewMapper.toList(
      await this.searchServices.execute({
        text: q,
        category: query.category ?? query.categoria,
        province: query.province ?? query.provincia,
        locality: query.locality ?? query.localidad,
        page,
        limit,
      }),
    );
  }

  @Get(API_PATHS.myServices)
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: "The caller's services, active and inactive, newest first" })
  async mine(
    @CurrentUser() { id }: AuthenticatedUser,
    @Query() page: PageQueryDto,
  ): Promise<ServiceListResponse> {
    return ServiceViewMapper.toList(await this.listMyServices.execute(id, page));
  }

  @Get(API_PATHS.service(ID))
  @UseGuards(OptionalJwtAuthGuard)
  @ApiOperation({ summary: 'One service; an inactive one only for its provider' })
  async get(
    @Param('id', SERVICE_ID) serviceId: number,
    @CurrentUser() viewer: AuthenticatedUser | undefined,
  ): Promise<ServiceResponse> {
    return answer(await this.getService.execute(serviceId, viewer?.id));
  }

  @Put(API_PATHS.service(ID))
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @SuccessMessage(SERVICE_MESSAGES.updated)
  @ApiOperation({ summary: 'Replaces the details of a service of the caller' })
  async update(
    @CurrentUser() { id }: AuthenticatedUser,
    @Param('id', SERVICE_ID) serviceId: number,
    @Body() dto: UpdateServiceDto,
  ): Promise<ServiceResponse> {
    return answer(await this.updateService.execute(id, serviceId, toServiceCommand(dto)));
  }

  @Patch(API_PATHS.serviceStatus(ID))
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @SuccessMessage(SERVICE_MESSAGES.statusChanged)
  @ApiOperation({ summary: 'Sets the status of a service of the caller, or toggles it without one' })
  async status(
    @CurrentUser() { id }: AuthenticatedUser,
    @Param('id', SERVICE_ID) serviceId: number,
    @Body() { status }: ServiceStatusDto,
  ): Promise<ServiceResponse> {
    return answer(await this.changeStatus.execute(id, serviceId, status));
  }

  @Delete(API_PATHS.service(ID))
  @HttpCode(HttpStatus.OK)
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @SuccessMessage(SERVICE_MESSAGES.deleted)
  @ApiOperation({ summary: 'Deletes a service of the caller (it keeps its history, out of every list)' })
  async remove(
    @CurrentUser() { id }: AuthenticatedUser,
    @Param('id', SERVICE_ID) serviceId: number,
  ): Promise<null> {
    unwrap(await this.deleteService.execute(id, serviceId));
    return null;
  }
}
