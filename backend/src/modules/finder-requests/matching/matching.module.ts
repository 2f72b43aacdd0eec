import { Module } from '@nestjs/common';
import { MatchingProcessor } from './matching.processor.js';
import { MatchingService } from './matching.service.js';

/** The worker side of the finder: consumes the matching queue. */
@Module({ providers: [MatchingProcessor, MatchingService], exports: [MatchingService] })
export class MatchingModule {}
