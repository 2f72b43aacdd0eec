/**
 * POST /api/waitlist answers the same (202, this shape) whether or not the email had already joined the district:
 * the answer must not tell a stranger who is on the list. What happened is said by email, to the address given.
 */
export interface JoinWaitlistResponse {
  status: 'check_email';
  /** The district of the postcode that was sent (the caller's own input, nothing stored). */
  district: string;
  message: string;
}
