import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityModule } from '@changas/server/identity';
import { CATEGORY_REPOSITORY, PROVIDER_DIRECTORY, SERVICE_REPOSITORY } from './application/catalog.tokens';
import { ChangeServiceStatus } from './application/change-service-status.use-case';
import { CountMyServices } from './application/count-my-services.query';
import { CreateService } from './application/create-service.use-case';
import { DeleteService } from './application/delete-service.use-case';
import { GetService } from './application/get-service.query';
import { GetServiceSchedules } from './application/get-service-schedules.query';
import { GetServiceSummaries } from './application/get-service-summaries.query';
import { ListCategories } from './application/list-categories.query';
import { ListMyServices } from './application/list-my-services.query';
import { RecordServiceRating } from './application/record-service-rating.use-case';
import { SearchServices } from './application/search-services.query';
import { ServiceListings } from './application/service-listings';
import { UpdateService } from './application/update-service.use-case';
import { CategoriesController } from './infrastructure/http/categories.controller';
import { ServicesController } from './infrastructure/http/services.controller';
import { IdentityProviderDirectory } from './infrastructure/identity/identity-provider-directory.adapter';
import { CategoryOrmEntity } from './infrastructure/persistence/category.orm-entity';
import { CategoryTypeormRepository } from './infrastructure/persistence/category.typeorm-repository';
import { ServiceOrmEntity } from './infrastructure/persistence/service.orm-entity';
import { ServiceTypeormRepository } from './infrastructure/persistence/service.typeorm-repository';
import { ServiceSearchTermOrmEntity } from './infrastructure/persistence/service-search-term.orm-entity';
import { ServiceZoneOrmEntity } from './infrastructure/persistence/service-zone.orm-entity';

/** Categories and services: publishing, managing and searching; providers come from identity. */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      CategoryOrmEntity,
      ServiceOrmEntity,
      ServiceZoneOrmEntity,
      ServiceSearchTermOrmEntity,
    ]),
    IdentityModule,
  ],
  controllers: [CategoriesController, ServicesController],
  providers: [
    ListCategories,
    CreateService,
    UpdateService,
    ChangeServiceStatus,
    DeleteService,
    GetService,
    SearchServices,
    ListMyServices,
    ServiceListings,
    GetServiceSchedules,
    CountMyServices,
    GetServiceSummaries,
    RecordServiceRating,
    { provide: CATEGORY_REPOSITORY, useClass: CategoryTypeormRepository },
    { provide: SERVICE_REPOSITORY, useClass: ServiceTypeormRepository },
    { provide: PROVIDER_DIRECTORY, useClass: IdentityProviderDirectory },
  ],
  exports: [
    CreateService,
    ChangeServiceStatus,
    GetServiceSchedules,
    CountMyServices,
    GetServiceSummaries,
    RecordServiceRating,
  ],
})
export class CatalogModule {}
