import { Module } from '@nestjs/common';
import { CatalogModule } from '@changas/server/catalog';
import { IdentityModule } from '@changas/server/identity';
import { ReputationModule } from '@changas/server/reputation';
import { SchedulingModule } from '@changas/server/scheduling';
import { DemoSeeder } from './demo-seeder';

/** Fills an empty database with demo data when DEMO_MODE is on; import it after the contexts it seeds. */
@Module({
  imports: [IdentityModule, CatalogModule, SchedulingModule, ReputationModule],
  providers: [DemoSeeder],
})
export class DemoSeedModule {}
