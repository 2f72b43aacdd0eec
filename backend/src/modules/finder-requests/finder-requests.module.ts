import { Module } from '@nestjs/common';
import { FinderRequestWriter } from './commands/submit-finder-request/finder-request-writer.js';
import { ConfirmFinderRequestHandler } from './commands/confirm-finder-request/confirm-finder-request.handler.js';
import { SubmitFinderRequestHandler } from './commands/submit-finder-request/submit-finder-request.handler.js';
import { FinderRequestsController } from './finder-requests.controller.js';
import { GetFinderRequestHandler } from './queries/get-finder-request/get-finder-request.handler.js';
import { AddFinderRequestNoteHandler } from './commands/add-finder-request-note/add-finder-request-note.handler.js';
import { AssignFinderRequestHandler } from './commands/assign-finder-request/assign-finder-request.handler.js';
import { FollowUpFinderRequestHandler } from './commands/follow-up-finder-request/follow-up-finder-request.handler.js';
import { RematchFinderRequestHandler } from './commands/rematch-finder-request/rematch-finder-request.handler.js';
import { TakeFinderRequestHandler } from './commands/take-finder-request/take-finder-request.handler.js';
import { SetFollowUpDateHandler } from './commands/set-follow-up-date/set-follow-up-date.handler.js';
import { LogFinderRequestCallHandler } from './commands/log-finder-request-call/log-finder-request-call.handler.js';
import { FinderRequestsOpsController } from './ops/finder-requests.ops.controller.js';
import { GetFinderRequestForOpsHandler } from './queries/get-finder-request-for-ops/get-finder-request-for-ops.handler.js';
import { ListFinderRequestsForOpsHandler } from './queries/list-finder-requests-for-ops/list-finder-requests-for-ops.handler.js';

/**
 * The API side of the finder: families submit and read back; coordinators work the queue (ops routes).
 * Matching runs in the worker (MatchingModule).
 */
@Module({
  controllers: [FinderRequestsController, FinderRequestsOpsController],
  providers: [
    FinderRequestWriter,
    SubmitFinderRequestHandler,
    ConfirmFinderRequestHandler,
    GetFinderRequestHandler,
    ListFinderRequestsForOpsHandler,
    GetFinderRequestForOpsHandler,
    AssignFinderRequestHandler,
    FollowUpFinderRequestHandler,
    AddFinderRequestNoteHandler,
    RematchFinderRequestHandler,
    TakeFinderRequestHandler,
    SetFollowUpDateHandler,
    LogFinderRequestCallHandler,
  ],
})
export class FinderRequestsModule {}
