import { Module } from '@nestjs/common';
import { FinderRequestWriter } from './commands/submit-finder-request/finder-request-writer.js';
import { SubmitFinderRequestHandler } from './commands/submit-finder-request/submit-finder-request.handler.js';
import { FinderRequestsController } from './finder-requests.controller.js';
import { GetFinderRequestHandler } from './queries/get-finder-request/get-finder-request.handler.js';

/** The API side of the finder: submit and read back. Matching runs in the worker (MatchingModule). */
@Module({
  controllers: [FinderRequestsController],
  providers: [FinderRequestWriter, SubmitFinderRequestHandler, GetFinderRequestHandler],
})
export class FinderRequestsModule {}
