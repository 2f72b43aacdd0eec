import { CONSULTATION_SUBJECT, PREFERRED_TIME_LABELS, PREFERRED_TIMES } from '@physio/api-contract';
import { preferredTimeFromMessage } from './consultation-message.js';

/** The message exactly as the public site's consultation dialog composes it. */
function dialogMessage(preferredTimeLabel: string, additionalInfo = ''): string {
  const lines = ["Parent's condition: Stroke recovery, left side weakness", `Preferred time: ${preferredTimeLabel}`];
  if (additionalInfo) lines.push(`Additional information: ${additionalInfo}`);
  lines.push('Please contact me to schedule the free 15-minute consultation.');
  return lines.join('\n');
}

describe('preferredTimeFromMessage', () => {
  it.each(PREFERRED_TIMES.map((time) => [PREFERRED_TIME_LABELS[time]]))(
    'reads "%s" from a consultation request the dialog sent',
    (label) => {
      expect(preferredTimeFromMessage(CONSULTATION_SUBJECT, dialogMessage(label))).toBe(label);
    },
  );

  it('reads it when the family added information', () => {
    expect(preferredTimeFromMessage(CONSULTATION_SUBJECT, dialogMessage('Weekend', 'Dad is hard of hearing.'))).toBe(
      'Weekend',
    );
  });

  it('reads a message sent with Windows line endings and stray spaces', () => {
    const message = "Parent's condition: Falls\r\n  Preferred time:   Weekday morning (9am-12pm)  \r\nThanks";
    expect(preferredTimeFromMessage(CONSULTATION_SUBJECT, message)).toBe('Weekday morning (9am-12pm)');
  });

  it('is null for an enquiry that is not a consultation request, whatever its message says', () => {
    expect(preferredTimeFromMessage('pricing', dialogMessage('Weekend'))).toBeNull();
  });

  it('is null when a consultation request carries no preferred time', () => {
    expect(preferredTimeFromMessage(CONSULTATION_SUBJECT, 'Please call me about my mother.')).toBeNull();
    expect(preferredTimeFromMessage(CONSULTATION_SUBJECT, "Parent's condition: Falls\nPreferred time:\nThanks")).toBe(
      null,
    );
  });

  it('does not take a "Preferred time:" the family wrote in the additional information', () => {
    const message = ["Parent's condition: Falls", 'Additional information: my sister says', 'Preferred time: 3am'].join(
      '\n',
    );
    expect(preferredTimeFromMessage(CONSULTATION_SUBJECT, message)).toBeNull();
  });

  it("takes the dialog's line, not one written further down", () => {
    expect(
      preferredTimeFromMessage(CONSULTATION_SUBJECT, dialogMessage('Flexible', 'x\nPreferred time: midnight')),
    ).toBe('Flexible');
  });

  it('ignores a value far longer than any time the dialog offers', () => {
    expect(preferredTimeFromMessage(CONSULTATION_SUBJECT, `Preferred time: ${'x'.repeat(101)}`)).toBeNull();
  });
});
