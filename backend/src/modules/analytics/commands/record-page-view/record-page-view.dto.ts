import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { PageViewBody } from '@physio/api-contract';
import { ValidateBy, ValidateIf } from 'class-validator';
import { InOrder, IsText, MaxChars, Required } from '../../../../common/validation/validators.js';
import { PATH_MAX_LENGTH, sanitisePagePath, sanitiseReferrerHost } from '../../page-view.js';

/** POST /api/analytics/page-view. The query string and fragment are dropped before anything is stored. */
export class RecordPageViewDto implements PageViewBody {
  @ApiProperty({
    example: '/finder',
    description: `Starts with '/'; at most ${PATH_MAX_LENGTH} characters once the query and fragment are removed.`,
  })
  @InOrder(
    Required(),
    IsText(),
    // Before the query and fragment are removed; the path itself may have PATH_MAX_LENGTH.
    MaxChars(2048),
    ValidateBy({
      name: 'isPagePath',
      validator: {
        validate: (v: unknown) => sanitisePagePath(v) !== null,
        defaultMessage: () => `path must start with '/' and be at most ${PATH_MAX_LENGTH} characters, without spaces`,
      },
    }),
  )
  path!: string;

  @ApiPropertyOptional({ example: 'www.google.com', nullable: true, type: String })
  @ValidateIf((dto: RecordPageViewDto) => dto.referrer_host !== null && dto.referrer_host !== undefined)
  @InOrder(
    IsText('referrer_host must be text or null'),
    MaxChars(253),
    ValidateBy({
      name: 'isHostname',
      validator: {
        validate: (v: unknown) => sanitiseReferrerHost(v) !== undefined,
        defaultMessage: () => 'referrer_host must be a hostname such as www.google.com, or null',
      },
    }),
  )
  referrer_host?: string | null;
}
