import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { OPS_ROLES, type OpsRole } from '@physio/api-contract';

// Response shapes for the OpenAPI page only; the types the code uses are in packages/api-contract.

export class OpsIdentityDoc {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'demo.coordinator' }) username!: string;
  @ApiProperty({ example: 'Demo Coordinator' }) display_name!: string;
  @ApiProperty({ enum: OPS_ROLES }) role!: OpsRole;
  @ApiProperty() totp_enabled!: boolean;
}

export class OpsSessionViewDoc {
  @ApiProperty({ type: OpsIdentityDoc }) account!: OpsIdentityDoc;
  @ApiProperty({ description: 'Send it back in the x-csrf-token header of every POST, PUT, PATCH and DELETE' })
  csrf_token!: string;
  @ApiProperty({ format: 'date-time', description: 'When the session ends if no request comes before' })
  idle_expires_at!: string;
  @ApiProperty({ format: 'date-time', description: 'When the session ends at the latest' })
  absolute_expires_at!: string;
}

export class OpsLoginResponseDoc {
  @ApiProperty({ enum: ['signed-in', 'totp-required', 'totp-setup-required'] })
  status!: string;
  @ApiPropertyOptional({ type: OpsSessionViewDoc, description: 'signed-in: the session (the cookie is set)' })
  session?: OpsSessionViewDoc;
  @ApiPropertyOptional({ description: 'totp-required / totp-setup-required: for POST /api/ops/auth/totp (5 minutes)' })
  challenge?: string;
  @ApiPropertyOptional({ description: 'totp-setup-required: the base32 secret to enrol' })
  totp_secret?: string;
  @ApiPropertyOptional({ description: 'totp-setup-required: otpauth:// URI for a QR code' })
  otpauth_uri?: string;
}

export class OpsTotpSetupResponseDoc {
  @ApiProperty() totp_secret!: string;
  @ApiProperty() otpauth_uri!: string;
  @ApiProperty({ description: 'For POST /api/ops/auth/totp/enable (10 minutes)' }) setup_token!: string;
}

export class ChangePasswordResultDoc {
  @ApiProperty({ description: 'How many other sessions of the account were ended' }) sessions_ended!: number;
}
