import { Module } from '@nestjs/common';
import { CoverageCommandsModule } from './commands/coverage-commands.module.js';
import { CoverageController } from './coverage.controller.js';
import { CoverageChangesOpsController, CoverageOpsController } from './ops/coverage.ops.controller.js';
import { ListCoverageChangesHandler } from './queries/list-coverage-changes/list-coverage-changes.handler.js';
import { ListCoverageHandler } from './queries/list-coverage/list-coverage.handler.js';
import { PreviewCoverageChangeHandler } from './queries/preview-coverage-change/preview-coverage-change.handler.js';
import { CheckCoverageHandler } from './queries/check-coverage/check-coverage.handler.js';
import { ListCoveredCountiesHandler } from './queries/list-covered-counties/list-covered-counties.handler.js';

/** The public coverage check and county list, and coverage in the operations dashboard. */
@Module({
  imports: [CoverageCommandsModule],
  controllers: [CoverageController, CoverageOpsController, CoverageChangesOpsController],
  providers: [
    CheckCoverageHandler,
    ListCoveredCountiesHandler,
    ListCoverageHandler,
    ListCoverageChangesHandler,
    PreviewCoverageChangeHandler,
  ],
})
export class CoverageModule {}
