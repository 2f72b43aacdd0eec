import { Module } from '@nestjs/common';
import { ErasePersonalDataHandler } from './commands/erase-personal-data/erase-personal-data.handler.js';
import { DataRightsAudit } from './data-rights-audit.js';
import { DataRightsOpsController } from './ops/data-rights.ops.controller.js';
import { PersonalDataService } from './personal-data.js';
import { ExportPersonalDataHandler } from './queries/export-personal-data/export-personal-data.handler.js';
import { FindPersonalDataHandler } from './queries/find-personal-data/find-personal-data.handler.js';

/** People's data rights in the dashboard (admins): find, export and erase what is held about a person. */
@Module({
  controllers: [DataRightsOpsController],
  providers: [
    { provide: PersonalDataService, useValue: new PersonalDataService() },
    DataRightsAudit,
    FindPersonalDataHandler,
    ExportPersonalDataHandler,
    ErasePersonalDataHandler,
  ],
})
export class DataRightsModule {}
