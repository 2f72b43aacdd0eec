import { Command } from '@nestjs/cqrs';
import type { OpsPasskeySignInOptions } from '@physio/api-contract';

/** Starts a sign-in with a passkey alone: a challenge for whichever of this site's passkeys the browser offers. */
export class StartPasskeySignInCommand extends Command<OpsPasskeySignInOptions> {}
