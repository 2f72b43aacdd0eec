import { Module } from '@nestjs/common';
import { RecordOutOfAreaSearchHandler } from './commands/record-out-of-area-search/record-out-of-area-search.handler.js';
import { ExpansionTrackingController } from './expansion-tracking.controller.js';
import { DemandOpsController } from './ops/demand.ops.controller.js';
import { GetAreaDemandHandler } from './queries/get-area-demand/get-area-demand.handler.js';
import { DEMAND_REPORT_HANDLERS } from './queries/demand-report/demand-report.handlers.js';

/** API side: record out-of-area searches; the demand report of the operations dashboard (/api/ops/demand). */
@Module({
  controllers: [ExpansionTrackingController, DemandOpsController],
  providers: [RecordOutOfAreaSearchHandler, GetAreaDemandHandler, ...DEMAND_REPORT_HANDLERS],
})
export class DemandModule {}
