import { Module } from '@nestjs/common';
import { RecordOutOfAreaSearchHandler } from './commands/record-out-of-area-search/record-out-of-area-search.handler.js';
import { ExpansionTrackingController } from './expansion-tracking.controller.js';
import { GetAreaDemandHandler } from './queries/get-area-demand/get-area-demand.handler.js';

/** API side: record out-of-area searches; answer GetAreaDemand (the dashboard puts it on screen). */
@Module({
  controllers: [ExpansionTrackingController],
  providers: [RecordOutOfAreaSearchHandler, GetAreaDemandHandler],
})
export class DemandModule {}
