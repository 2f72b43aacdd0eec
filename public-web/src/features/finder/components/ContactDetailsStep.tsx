import { Checkbox, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { ADDITIONAL_INFO_MAX_LENGTH } from '@physio/api-contract';
import { groupDigits } from '../../../app/format';
import { TextLink } from '../../../components/ui/TextLink';
import { hasContactDetails, type FinderAnswers, type FinderField } from '../finder-draft';

interface ContactDetailsStepProps {
  answers: FinderAnswers;
  fieldErrors: Partial<Record<FinderField, string>>;
  onChange: <Field extends FinderField>(field: Field, value: FinderAnswers[Field]) => void;
}

/** Step 4: optional contact details, the consent they require, and anything else the physiotherapist should know. */
export function ContactDetailsStep({ answers, fieldErrors, onChange }: ContactDetailsStepProps) {
  const consentNeeded = hasContactDetails(answers);
  return (
    <Stack gap="5">
      <Field.Root invalid={Boolean(fieldErrors.contactName)}>
        <Field.Label>Your name (optional)</Field.Label>
        <Input
          data-field="contactName"
          value={answers.contactName}
          onChange={(event) => onChange('contactName', event.target.value)}
          autoComplete="name"
        />
        {fieldErrors.contactName ? <Field.ErrorText>{fieldErrors.contactName}</Field.ErrorText> : null}
      </Field.Root>
      <Field.Root invalid={Boolean(fieldErrors.contactEmail)}>
        <Field.Label>Your email (optional)</Field.Label>
        <Input
          data-field="contactEmail"
          type="email"
          value={answers.contactEmail}
          onChange={(event) => onChange('contactEmail', event.target.value)}
          autoComplete="email"
        />
        {fieldErrors.contactEmail ? <Field.ErrorText>{fieldErrors.contactEmail}</Field.ErrorText> : null}
      </Field.Root>
      <Field.Root invalid={Boolean(fieldErrors.contactPhone)}>
        <Field.Label>Your phone number (optional)</Field.Label>
        <Input
          data-field="contactPhone"
          type="tel"
          value={answers.contactPhone}
          onChange={(event) => onChange('contactPhone', event.target.value)}
          autoComplete="tel"
          inputMode="tel"
        />
        {fieldErrors.contactPhone ? <Field.ErrorText>{fieldErrors.contactPhone}</Field.ErrorText> : null}
      </Field.Root>
      <Field.Root invalid={Boolean(fieldErrors.additionalInfo)}>
        <Field.Label>Anything else the physiotherapist should know? (optional)</Field.Label>
        <Textarea
          data-field="additionalInfo"
          rows={4}
          value={answers.additionalInfo}
          onChange={(event) => onChange('additionalInfo', event.target.value)}
          placeholder="For example: recent hospital stay, mobility, access to the home, best times to visit"
        />
        <Field.HelperText>
          {groupDigits(answers.additionalInfo.length)} of {groupDigits(ADDITIONAL_INFO_MAX_LENGTH)} characters
        </Field.HelperText>
        {fieldErrors.additionalInfo ? <Field.ErrorText>{fieldErrors.additionalInfo}</Field.ErrorText> : null}
      </Field.Root>

      <Stack gap="2" borderWidth="1px" borderRadius="lg" p="4" bg={consentNeeded ? 'brand.subtle' : 'bg.muted'}>
        <Checkbox.Root
          checked={answers.consent}
          onCheckedChange={(details) => onChange('consent', details.checked === true)}
          invalid={Boolean(fieldErrors.consent)}
          colorPalette="brand"
          alignItems="flex-start"
        >
          <Checkbox.HiddenInput
            data-field="consent"
            aria-describedby={fieldErrors.consent ? 'consent-error' : 'consent-help'}
            aria-required={consentNeeded}
          />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label fontWeight="normal">
            I agree that Home Physio Finder may share my contact details and the information above about my parent's
            health with the physiotherapist we match, so they can contact me.
            {consentNeeded ? ' (required because you gave contact details)' : ''}
          </Checkbox.Label>
        </Checkbox.Root>
        <Text id="consent-help" fontSize="sm" color="fg.muted">
          Without contact details, nothing is shared: you can reach the physiotherapist through our team, quoting your
          reference. See our <TextLink to="/privacy">privacy policy</TextLink>.
        </Text>
        {fieldErrors.consent ? (
          <Text id="consent-error" fontSize="sm" color="fg.error" fontWeight="medium">
            {fieldErrors.consent}
          </Text>
        ) : null}
      </Stack>
    </Stack>
  );
}
