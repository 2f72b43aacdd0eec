import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, ValidateBy, ValidateIf } from 'class-validator';
import { PATH_MAX_LENGTH, sanitisePagePath, sanitiseReferrerHost } from '../../page-view.js';

/** POST /api/analytics/page-view. The query string and fragment are dropped before anything is stored. */
export class RecordPageViewDto {
  @ApiProperty({
    example: '/finder',
    description: `Starts with '/'; at most ${PATH_MAX_LENGTH} characters once the query and fragment are removed.`,
  })
  @IsString({ message: 'path is required' })
  @MaxLength(2048, { message: 'path is too long' })
  @ValidateBy({
    name: 'isPagePath',
    validator: {
      validate: (v: unknown) => sanitisePagePath(v) !== null,
      defaultMessage: () => `path must start with '/' and be at most ${PATH_MAX_LENGTH} characters, without spaces`,
    },
  })
  path!: string;

  @ApiProperty({ example: 'www.google.com', nullable: true, type: String })
  @ValidateIf((dto: RecordPageViewDto) => dto.referrer_host !== null && dto.referrer_host !== undefined)
  @ValidateBy({
    name: 'isHostname',
    validator: {
      validate: (v: unknown) => sanitiseReferrerHost(v) !== undefined,
      defaultMessage: () => 'referrer_host must be a hostname such as www.google.com, or null',
    },
  })
  referrer_host?: string | null;
}
