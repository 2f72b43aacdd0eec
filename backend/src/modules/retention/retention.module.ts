import { Module } from '@nestjs/common';
import { RetentionProcessor } from './retention.processor.js';

/** Worker side: the daily retention job and its scheduler. */
@Module({ providers: [RetentionProcessor] })
export class RetentionModule {}
