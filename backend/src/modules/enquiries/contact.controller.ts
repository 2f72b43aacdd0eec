import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RateLimit } from '../rate-limit/rate-limit.decorator.js';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard.js';
import {
  SubmitContactEnquiryCommand,
  type ContactEnquiryReceived,
} from './commands/submit-contact-enquiry/submit-contact-enquiry.command.js';
import { SubmitContactEnquiryDto } from './commands/submit-contact-enquiry/submit-contact-enquiry.dto.js';
import { Idempotent } from '../../infra/idempotency/idempotent.decorator.js';
import { Answers } from '../../common/openapi/answers.decorator.js';
import { ContactEnquiryReceivedSchema } from '@physio/api-contract/schemas';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post()
  @HttpCode(201)
  @Idempotent()
  @UseGuards(RateLimitGuard)
  @RateLimit('contact')
  @Answers({ 201: ContactEnquiryReceivedSchema })
  @ApiOperation({
    summary:
      'Contact form or consultation request. 201 { id, status }; the team is emailed and the sender acknowledged.',
  })
  submit(@Body() body: SubmitContactEnquiryDto): Promise<ContactEnquiryReceived> {
    return this.commandBus.execute(new SubmitContactEnquiryCommand(body));
  }
}
