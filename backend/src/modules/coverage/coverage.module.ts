import { Module } from '@nestjs/common';
import { CoverageController } from './coverage.controller.js';
import { CheckCoverageHandler } from './queries/check-coverage/check-coverage.handler.js';
import { ListCoveredCountiesHandler } from './queries/list-covered-counties/list-covered-counties.handler.js';

@Module({
  controllers: [CoverageController],
  providers: [CheckCoverageHandler, ListCoveredCountiesHandler],
})
export class CoverageModule {}
