import { Command } from '@nestjs/cqrs';

export class RecordPageViewCommand extends Command<void> {
  constructor(
    readonly path: string,
    readonly referrerHost: string,
  ) {
    super();
  }
}
