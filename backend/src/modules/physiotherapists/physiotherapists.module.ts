import { Module } from '@nestjs/common';
import { DeletePhysiotherapistHandler } from './commands/delete-physiotherapist/delete-physiotherapist.handler.js';
import { SavePhysiotherapistHandler } from './commands/save-physiotherapist/save-physiotherapist.handler.js';
import { PhysiotherapistsOpsController } from './ops/physiotherapists.ops.controller.js';
import { GetPhysiotherapistHandler } from './queries/get-physiotherapist/get-physiotherapist.handler.js';
import { ListPhysiotherapistsHandler } from './queries/list-physiotherapists/list-physiotherapists.handler.js';

/** Coordinators manage the physiotherapists on the books (the ops API). */
@Module({
  controllers: [PhysiotherapistsOpsController],
  providers: [
    ListPhysiotherapistsHandler,
    GetPhysiotherapistHandler,
    SavePhysiotherapistHandler,
    DeletePhysiotherapistHandler,
  ],
})
export class PhysiotherapistsModule {}
