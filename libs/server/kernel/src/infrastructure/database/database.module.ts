import { Global, Module } from '@nestjs/common';
import { UNIT_OF_WORK } from '../../domain/unit-of-work.port';
import { TypeormUnitOfWork } from './typeorm-unit-of-work';

/** The unit of work every context's repositories share; imported once by the app after TypeORM. */
@Global()
@Module({
  providers: [TypeormUnitOfWork, { provide: UNIT_OF_WORK, useExisting: TypeormUnitOfWork }],
  exports: [TypeormUnitOfWork, UNIT_OF_WORK],
})
export class UnitOfWorkModule {}
