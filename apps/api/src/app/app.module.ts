import { type DynamicModule, Module, type ModuleMetadata } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { DataSourceOptions } from 'typeorm';
import { CATALOG_MIGRATIONS, CatalogModule } from '@changas/server/catalog';
import { FAVOURITES_MIGRATIONS, FavouritesModule } from '@changas/server/favourites';
import { IDENTITY_MIGRATIONS, IdentityModule } from '@changas/server/identity';
import {
  APP_CONFIG,
  type AppConfig,
  buildDataSourceOptions,
  KernelModule,
  openDataSource,
  UnitOfWorkModule,
} from '@changas/server/kernel';
import { NOTIFICATIONS_MIGRATIONS, NotificationDispatchModule } from '@changas/server/notifications';
import { REPUTATION_MIGRATIONS, ReputationModule } from '@changas/server/reputation';
import { SCHEDULING_MIGRATIONS, SchedulingModule } from '@changas/server/scheduling';
import { DemoSeedModule } from '@changas/tools/demo-seed';
import { FavouriteCounterModule } from './favourite-counter.module';

export type ModuleImport = NonNullable<ModuleMetadata['imports']>[number];

/** Every context's migrations; TypeORM orders them by the timestamp in their names. */
const MIGRATIONS = [
  ...CATALOG_MIGRATIONS,
  ...IDENTITY_MIGRATIONS,
  ...SCHEDULING_MIGRATIONS,
  ...FAVOURITES_MIGRATIONS,
  ...REPUTATION_MIGRATIONS,
  ...NOTIFICATIONS_MIGRATIONS,
];

/** The kernel, the database (migrated at start-up), every bounded context and the demo seed. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, extraImports: readonly ModuleImport[] = []): DynamicModule {
    return {
      module: AppModule,
      imports: [
        KernelModule.forRoot(config),
        TypeOrmModule.forRootAsync({
          inject: [APP_CONFIG],
          useFactory: ({ database }: AppConfig) => ({
            ...buildDataSourceOptions(database),
            migrations: MIGRATIONS,
            autoLoadEntities: true,
          }),
          dataSourceFactory: (options) => openDataSource(options as DataSourceOptions),
        }),
        UnitOfWorkModule,
        CatalogModule,
        IdentityModule,
        SchedulingModule,
        FavouritesModule,
        FavouriteCounterModule,
        ReputationModule,
        NotificationDispatchModule.forRoot(config),
        DemoSeedModule,
        ...extraImports,
      ],
    };
  }
}
