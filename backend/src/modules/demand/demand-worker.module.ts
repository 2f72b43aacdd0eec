import { Module } from '@nestjs/common';
import { DemandRollupService } from './rollup/demand-rollup.service.js';
import { DemandProcessor } from './rollup/demand.processor.js';

/** Worker side: the demand roll-up. */
@Module({
  providers: [DemandProcessor, DemandRollupService],
})
export class DemandWorkerModule {}
