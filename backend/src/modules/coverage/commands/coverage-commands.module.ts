import { Module } from '@nestjs/common';
import { ActivateCoverageHandler } from './activate-coverage/activate-coverage.handler.js';
import { DeactivateCoverageHandler } from './deactivate-coverage/deactivate-coverage.handler.js';

/** ActivateCoverage / DeactivateCoverage: used by the coverage CLI and the dashboard. */
@Module({ providers: [ActivateCoverageHandler, DeactivateCoverageHandler] })
export class CoverageCommandsModule {}
