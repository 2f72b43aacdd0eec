import { Module } from '@nestjs/common';
import { OutboxModule } from '../../../infra/outbox/outbox.module.js';
import { finderRequestOutboxRoutes } from '../finder-request.outbox-routes.js';
import { MatchingProcessor } from './matching.processor.js';
import { MatchingService } from './matching.service.js';

/** The worker side of the finder: consumes the matching queue. */
@Module({
  imports: [OutboxModule.forFeature(finderRequestOutboxRoutes)],
  providers: [MatchingProcessor, MatchingService],
  exports: [MatchingService],
})
export class MatchingModule {}
