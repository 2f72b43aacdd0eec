import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CONDITIONS,
  DBS_CERTIFICATE_NUMBER_PATTERN,
  DBS_LEVELS,
  HCPC_NUMBER_PATTERN,
  type Condition,
  type DbsLevel,
  type OpsPhysiotherapistBody,
} from '@physio/api-contract';
import { Transform } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
} from 'class-validator';
import { londonToday } from '../physiotherapist-checks.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const upperTrimmed = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value));
const trimmed = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** A real calendar date, yyyy-mm-dd, not after today (UK): a check cannot have happened tomorrow. */
function IsPastDate(): PropertyDecorator {
  return ValidateBy({
    name: 'notInFuture',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && value <= londonToday(),
      defaultMessage: (args) => `${args?.property} must not be in the future`,
    },
  });
}

function IsCalendarDate(): PropertyDecorator {
  return ValidateBy({
    name: 'isDate',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'string' &&
        DATE.test(value) &&
        new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value,
      defaultMessage: (args) =>
        args?.value === undefined || args.value === null || args.value === ''
          ? `${args?.property} is required`
          : `${args?.property} must be a date, yyyy-mm-dd`,
    },
  });
}

function NotBelowMinimumPrice(): PropertyDecorator {
  return ValidateBy({
    name: 'notBelowMinimum',
    validator: {
      validate: (value: unknown, args) => {
        const min = (args?.object as PhysiotherapistBodyDto).session_price_min_gbp;
        return typeof value !== 'number' || typeof min !== 'number' || value >= min;
      },
      defaultMessage: () => 'session_price_max_gbp must not be below session_price_min_gbp',
    },
  });
}

function TextList(maxItems: number, maxLength: number): PropertyDecorator {
  return (target, key) => {
    IsArray({ message: `${String(key)} must be a list` })(target, key);
    ArrayMaxSize(maxItems, { message: `${String(key)} may have at most ${maxItems} entries` })(target, key);
    IsString({ each: true, message: `each of ${String(key)} must be text` })(target, key);
    MaxLength(maxLength, { each: true, message: `each of ${String(key)} must be at most ${maxLength} characters` })(
      target,
      key,
    );
  };
}

/**
 * A physiotherapist as coordinators create and edit one. Every rule names its field; the base district's
 * existence and the HCPC number's uniqueness are checked against the database by the command.
 * Decorators run bottom-up with stopAtFirstError: the type check sits lowest so "is required" comes first.
 */
export class PhysiotherapistBodyDto implements OpsPhysiotherapistBody {
  @ApiProperty({ maxLength: 100 })
  @MaxLength(100, { message: 'name must be at most 100 characters' })
  @MinLength(1, { message: 'name is required' })
  @IsString({ message: 'name is required' })
  @trimmed()
  name!: string;

  @ApiProperty({ example: 'PH123456' })
  @Matches(HCPC_NUMBER_PATTERN, { message: 'hcpc_number must be PH followed by six digits, e.g. PH123456' })
  @IsString({ message: 'hcpc_number is required' })
  @upperTrimmed()
  hcpc_number!: string;

  @ApiProperty({ example: '2026-09-01' })
  @IsPastDate()
  @IsCalendarDate()
  hcpc_checked_on!: string;

  @ApiProperty({ enum: DBS_LEVELS })
  @IsIn(DBS_LEVELS, { message: `dbs_level must be one of: ${DBS_LEVELS.join(', ')}` })
  dbs_level!: DbsLevel;

  @ApiProperty({ example: '2025-03-01' })
  @IsPastDate()
  @IsCalendarDate()
  dbs_checked_on!: string;

  @ApiPropertyOptional({ nullable: true, example: '001234567890', description: 'The 12 digits on the DBS certificate' })
  @Matches(DBS_CERTIFICATE_NUMBER_PATTERN, {
    message: 'dbs_certificate_number must be the 12 digits printed on the DBS certificate',
  })
  @IsString({ message: 'dbs_certificate_number must be the 12 digits printed on the DBS certificate' })
  @IsOptional()
  // Spaces as people copy them from the certificate ("0012 3456 7890") are not part of the number; empty is none.
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.replace(/\s+/g, '') || null : value === undefined ? null : value,
  )
  dbs_certificate_number!: string | null;

  @ApiProperty({ enum: CONDITIONS, isArray: true })
  @IsIn(CONDITIONS, { each: true, message: `each specialty must be one of: ${CONDITIONS.join(', ')}` })
  @ArrayUnique({ message: 'specialties must not repeat a condition' })
  @ArrayMinSize(1, { message: 'specialties must name at least one condition' })
  @IsArray({ message: 'specialties must be a list of conditions' })
  specialties!: Condition[];

  @ApiProperty({ example: 'SW19' })
  @Matches(/^[A-Z]{1,2}\d[A-Z\d]?$/, { message: 'base_district must be a postcode district such as SW19 or M1' })
  @IsString({ message: 'base_district is required' })
  @upperTrimmed()
  base_district!: string;

  @ApiProperty({ minimum: 1, maximum: 60 })
  @Max(60, { message: 'travel_radius_miles must be at most 60' })
  @Min(1, { message: 'travel_radius_miles must be at least 1' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'travel_radius_miles must be a number of miles' })
  travel_radius_miles!: number;

  @ApiProperty({ type: [String] })
  @TextList(30, 60)
  areas!: string[];

  @ApiProperty({ type: [String] })
  @TextList(20, 120)
  qualifications!: string[];

  @ApiProperty({ maxLength: 2000 })
  @MaxLength(2000, { message: 'bio must be at most 2000 characters' })
  @IsString({ message: 'bio must be text' })
  bio!: string;

  @ApiProperty({ minimum: 0, maximum: 60 })
  @Max(60, { message: 'experience_years must be at most 60' })
  @Min(0, { message: 'experience_years must not be negative' })
  @IsInt({ message: 'experience_years must be a whole number' })
  experience_years!: number;

  @ApiProperty({ minimum: 0, maximum: 100, description: 'New families a week' })
  @Max(100, { message: 'weekly_capacity must be at most 100' })
  @Min(0, { message: 'weekly_capacity must not be negative' })
  @IsInt({ message: 'weekly_capacity must be a whole number' })
  weekly_capacity!: number;

  @ApiProperty()
  @IsBoolean({ message: 'accepts_urgent must be true or false' })
  accepts_urgent!: boolean;

  @ApiProperty({ type: [String] })
  @TextList(20, 40)
  languages!: string[];

  @ApiProperty({ minimum: 0, maximum: 1000 })
  @Max(1000, { message: 'session_price_min_gbp must be at most 1000' })
  @Min(1, { message: 'session_price_min_gbp must be at least 1' })
  @IsInt({ message: 'session_price_min_gbp must be a whole number of pounds' })
  session_price_min_gbp!: number;

  @ApiProperty({ minimum: 0, maximum: 1000 })
  @NotBelowMinimumPrice()
  @Max(1000, { message: 'session_price_max_gbp must be at most 1000' })
  @Min(0, { message: 'session_price_max_gbp must not be negative' })
  @IsInt({ message: 'session_price_max_gbp must be a whole number of pounds' })
  session_price_max_gbp!: number;

  @ApiPropertyOptional({ nullable: true, example: 'https://example.org/jane' })
  @IsUrl(
    { protocols: ['https'], require_protocol: true },
    { message: 'profile_url must be a web address starting with https://' },
  )
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === '' ? null : value))
  profile_url!: string | null;

  @ApiProperty({ example: 'jane@example.org' })
  @IsEmail({}, { message: 'contact_email must be an email address' })
  @MaxLength(254, { message: 'contact_email must be at most 254 characters' })
  @IsString({ message: 'contact_email is required' })
  @trimmed()
  contact_email!: string;

  @ApiProperty()
  @IsBoolean({ message: 'active must be true or false' })
  active!: boolean;

  @ApiPropertyOptional({
    description:
      'true once the coordinator confirmed a base district we do not cover; without it such a district (new or ' +
      'changed) is refused with 409 PHYSIOTHERAPIST.OUTSIDE_COVERAGE. Not stored.',
  })
  @IsBoolean({ message: 'outside_coverage_confirmed must be true or false' })
  @IsOptional()
  outside_coverage_confirmed?: boolean;
}

/**
 * PUT: react-admin sends back the whole record it read, derived fields included. Those are accepted and
 * ignored; everything else is validated as for a new physiotherapist.
 */
export class UpdatePhysiotherapistDto extends PhysiotherapistBodyDto {
  @Allow() id?: unknown;
  @Allow() matched_this_week?: unknown;
  @Allow() match_count?: unknown;
  @Allow() hcpc_check_overdue?: unknown;
  @Allow() dbs_check_overdue?: unknown;
  // Set by its own action (POST /:id/pause), never by a save.
  @Allow() offers_paused_until?: unknown;
  @Allow() created_at?: unknown;
  @Allow() updated_at?: unknown;
}
