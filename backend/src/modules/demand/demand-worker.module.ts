import { Module } from '@nestjs/common';
import { OutboxModule } from '../../infra/outbox/outbox.module.js';
import { demandOutboxRoutes } from './demand.outbox-routes.js';
import { DemandRollupService } from './rollup/demand-rollup.service.js';
import { DemandProcessor } from './rollup/demand.processor.js';

/** Worker side: the demand roll-up. */
@Module({
  imports: [OutboxModule.forFeature(demandOutboxRoutes)],
  providers: [DemandProcessor, DemandRollupService],
})
export class DemandWorkerModule {}
