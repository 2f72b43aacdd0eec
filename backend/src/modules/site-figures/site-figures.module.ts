import { Module } from '@nestjs/common';
import { GetSiteFiguresHandler } from './queries/get-site-figures/get-site-figures.handler.js';
import { SiteFiguresController } from './site-figures.controller.js';

/** Aggregate figures the public site shows (GET /api/site-figures). Reads other features' tables, writes nothing. */
@Module({ controllers: [SiteFiguresController], providers: [GetSiteFiguresHandler] })
export class SiteFiguresModule {}
