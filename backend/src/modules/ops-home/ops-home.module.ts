import { Module } from '@nestjs/common';
import { FailedJobCounter } from './failed-job-counter.js';
import { OpsHomeController } from './ops-home.controller.js';
import { GetHomeFiguresHandler } from './queries/get-home-figures/get-home-figures.handler.js';

/** The operations dashboard's home page figures (API process only). */
@Module({ controllers: [OpsHomeController], providers: [GetHomeFiguresHandler, FailedJobCounter] })
export class OpsHomeModule {}
