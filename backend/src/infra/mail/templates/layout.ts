/**
 * The MJML frame every email shares: the service name at the top, the body, and a footer that fits
 * the reader (a family, a waitlist member, or our own team). Compiled once at start-up.
 */
export type FooterKind = 'family' | 'waitlist' | 'physio' | 'internal';

const FOOTERS: Record<FooterKind, string> = {
  family: `
        <mj-text css-class="footer" font-size="12px" color="#5f6b7a">
          If your parent is unwell or hurt and it is an emergency, call 999. For urgent medical advice, call NHS 111.
        </mj-text>
        <mj-text font-size="12px" color="#5f6b7a">
          You are receiving this email because you used Home Physio Finder. How we look after your details:
          <a href="{{baseUrl}}/privacy" style="color:#1d4ed8">our privacy policy</a>.
        </mj-text>`,
  waitlist: `
        <mj-text font-size="12px" color="#5f6b7a">
          In an emergency, call 999. You are receiving this email because you joined the Home Physio Finder waitlist.
          <a href="{{unsubscribeUrl}}" style="color:#1d4ed8">Leave the waitlist</a> with one click (no sign-in),
          or read <a href="{{baseUrl}}/privacy" style="color:#1d4ed8">our privacy policy</a>.
        </mj-text>`,
  physio: `
        <mj-text font-size="12px" color="#5f6b7a">
          You are receiving this email because you are registered with Home Physio Finder as a physiotherapist who takes
          referrals. Treat a family's details as confidential patient information.
        </mj-text>`,
  internal: `
        <mj-text font-size="12px" color="#5f6b7a">
          Internal notification from Home Physio Finder. It may contain a family's personal details: do not forward it outside the team.
        </mj-text>`,
};

const TEXT_FOOTERS: Record<FooterKind, string> = {
  family: `--
If your parent is unwell or hurt and it is an emergency, call 999. For urgent medical advice, call NHS 111.
You are receiving this email because you used Home Physio Finder. Privacy policy: {{baseUrl}}/privacy`,
  waitlist: `--
In an emergency, call 999. You are receiving this email because you joined the Home Physio Finder waitlist.
Leave the waitlist with one click (no sign-in): {{unsubscribeUrl}}
Privacy policy: {{baseUrl}}/privacy`,
  physio: `--
You are receiving this email because you are registered with Home Physio Finder as a physiotherapist who takes referrals.
Treat a family's details as confidential patient information.`,
  internal: `--
Internal notification from Home Physio Finder. It may contain a family's personal details: do not forward it outside the team.`,
};

export function mjmlLayout(title: string, body: string, footer: FooterKind): string {
  return `<mjml>
  <mj-head>
    <mj-title>${title}</mj-title>
    <mj-attributes>
      <mj-all font-family="Arial, Helvetica, sans-serif" />
      <mj-text font-size="16px" line-height="24px" color="#1f2937" />
      <mj-button background-color="#1d4ed8" color="#ffffff" font-size="16px" border-radius="6px" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f3f4f6">
    <mj-section background-color="#1d4ed8" padding="16px">
      <mj-column>
        <mj-text color="#ffffff" font-size="20px" font-weight="bold">Home Physio Finder</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="24px 16px">
      <mj-column>
${body}
      </mj-column>
    </mj-section>
    <mj-section padding="16px">
      <mj-column>
${FOOTERS[footer]}
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

export function textLayout(body: string, footer: FooterKind): string {
  return `${body.trim()}\n\nHome Physio Finder\n\n${TEXT_FOOTERS[footer]}\n`;
}
