import { Module } from '@nestjs/common';
import { MatchingProcessor } from './matching.processor.js';
import { MatchingService } from './matching.service.js';
import { PromisesAtRiskMetrics } from '../promises-at-risk.metrics.js';

/** The worker side of the finder: consumes the matching queue, and offers the promise figure to monitoring. */
@Module({
  providers: [MatchingProcessor, MatchingService, PromisesAtRiskMetrics],
  exports: [MatchingService],
})
export class MatchingModule {}
