import { Module } from '@nestjs/common';
import { AvailabilityController } from './availability/availability.controller.js';
import { AvailabilityService } from './availability/availability.service.js';
import { PauseOffersHandler } from './commands/pause-offers/pause-offers.handler.js';
import { DeletePhysiotherapistHandler } from './commands/delete-physiotherapist/delete-physiotherapist.handler.js';
import { SavePhysiotherapistHandler } from './commands/save-physiotherapist/save-physiotherapist.handler.js';
import { PhysiotherapistsOpsController } from './ops/physiotherapists.ops.controller.js';
import { GetPhysiotherapistHandler } from './queries/get-physiotherapist/get-physiotherapist.handler.js';
import { ListPhysiotherapistsHandler } from './queries/list-physiotherapists/list-physiotherapists.handler.js';

/** Coordinators manage the physiotherapists on the books (the ops API); physiotherapists their own availability. */
@Module({
  controllers: [PhysiotherapistsOpsController, AvailabilityController],
  providers: [
    AvailabilityService,
    ListPhysiotherapistsHandler,
    GetPhysiotherapistHandler,
    SavePhysiotherapistHandler,
    DeletePhysiotherapistHandler,
    PauseOffersHandler,
  ],
})
export class PhysiotherapistsModule {}
