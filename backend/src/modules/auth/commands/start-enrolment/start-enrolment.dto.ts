import { ApiProperty } from '@nestjs/swagger';
import type { OpsEnrolmentStartBody } from '@physio/api-contract';
import { IsString, MaxLength, MinLength } from 'class-validator';

/** POST /api/ops/auth/enrolment/start */
export class StartEnrolmentDto implements OpsEnrolmentStartBody {
  @ApiProperty({ description: 'The enrolment link’s token: what follows # in <dashboard>/ops/enrol#<token>' })
  @IsString({ message: 'token is required' })
  @MinLength(1, { message: 'token is required' })
  @MaxLength(100, { message: 'token is not valid' })
  token!: string;
}
