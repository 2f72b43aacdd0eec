import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  COVERAGE_ACTIONS,
  COVERAGE_MAX_CODES,
  type CoverageAction,
  type OpsCoverageActivateBody,
  type OpsCoverageChangeBody,
  type OpsCoveragePreviewBody,
} from '@physio/api-contract';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { TrimToUndefined } from '../../../common/validation/validators.js';

/** Decorators run bottom-up with stopAtFirstError: the type checks sit lowest. */
export class CoverageChangeDto implements OpsCoverageChangeBody {
  @ApiProperty({ type: [String], example: ['CB1', 'NR'], maxItems: COVERAGE_MAX_CODES })
  @MaxLength(10, { each: true, message: 'each of codes must be a postcode district or area, e.g. CB1 or NR' })
  @IsString({ each: true, message: 'each of codes must be text' })
  @ArrayMaxSize(COVERAGE_MAX_CODES, { message: `codes may name at most ${COVERAGE_MAX_CODES} districts or areas` })
  @ArrayNotEmpty({ message: 'codes is required: name at least one postcode district (CB1) or area (NR)' })
  @IsArray({ message: 'codes is required: a list of postcode districts (CB1) or areas (NR)' })
  codes!: string[];
}

export class CoverageActivateDto extends CoverageChangeDto implements OpsCoverageActivateBody {
  @ApiPropertyOptional({ maxLength: 60, description: 'County shown for newly covered districts that have none.' })
  @MaxLength(60, { message: 'county must be at most 60 characters' })
  @IsString({ message: 'county must be text' })
  @IsOptional()
  @TrimToUndefined()
  county?: string;
}

export class CoveragePreviewDto extends CoverageChangeDto implements OpsCoveragePreviewBody {
  @ApiProperty({ enum: COVERAGE_ACTIONS })
  @IsIn(COVERAGE_ACTIONS, { message: `action must be one of: ${COVERAGE_ACTIONS.join(', ')}` })
  action!: CoverageAction;
}
