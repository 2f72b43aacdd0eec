import { ApiProperty } from '@nestjs/swagger';
import {
  COVERAGE_ACTIONS,
  COVERAGE_MAX_CODES,
  type CoverageAction,
  type OpsCoverageChangeBody,
  type OpsCoveragePreviewBody,
} from '@physio/api-contract';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsIn, IsString, MaxLength } from 'class-validator';

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

export class CoveragePreviewDto extends CoverageChangeDto implements OpsCoveragePreviewBody {
  @ApiProperty({ enum: COVERAGE_ACTIONS })
  @IsIn(COVERAGE_ACTIONS, { message: `action must be one of: ${COVERAGE_ACTIONS.join(', ')}` })
  action!: CoverageAction;
}
