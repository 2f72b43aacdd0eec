import { Module } from '@nestjs/common';
import { AnalyticsController } from './analytics.controller.js';
import { RecordPageViewHandler } from './commands/record-page-view/record-page-view.handler.js';

@Module({ controllers: [AnalyticsController], providers: [RecordPageViewHandler] })
export class AnalyticsModule {}
