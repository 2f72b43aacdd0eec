import { Module } from '@nestjs/common';
import { RecordOutOfAreaSearchHandler } from './commands/record-out-of-area-search/record-out-of-area-search.handler.js';
import { ExpansionTrackingController } from './expansion-tracking.controller.js';
import { DemandOpsController } from './ops/demand.ops.controller.js';
import { GetAreaDemandHandler } from './queries/get-area-demand/get-area-demand.handler.js';
import { GetDemandMapHandler } from './queries/get-demand-map/get-demand-map.handler.js';
import { GetDemandReportHandler } from './queries/get-demand-report/get-demand-report.handler.js';
import { GetDemandSupplyHandler } from './queries/get-demand-supply/get-demand-supply.handler.js';
import { GetDemandTrendHandler } from './queries/get-demand-trend/get-demand-trend.handler.js';

/** API side: record out-of-area searches; the demand report of the operations dashboard (/api/ops/demand). */
@Module({
  controllers: [ExpansionTrackingController, DemandOpsController],
  providers: [
    RecordOutOfAreaSearchHandler,
    GetAreaDemandHandler,
    GetDemandReportHandler,
    GetDemandTrendHandler,
    GetDemandMapHandler,
    GetDemandSupplyHandler,
  ],
})
export class DemandModule {}
