import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { TextLink } from '../../../components/ui/TextLink';

interface PrivacyAgreementProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}

export function PrivacyAgreement({ id, checked, onChange, error }: PrivacyAgreementProps) {
  return (
    <Stack gap="1">
      <Checkbox.Root
        checked={checked}
        onCheckedChange={(details) => onChange(details.checked === true)}
        invalid={Boolean(error)}
        colorPalette="brand"
        alignItems="flex-start"
      >
        <Checkbox.HiddenInput data-field="privacy" aria-describedby={error ? `${id}-error` : undefined} />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontWeight="normal">
          I agree to Home Physio Finder using these details to answer my enquiry, as described in the privacy policy.
        </Checkbox.Label>
      </Checkbox.Root>
      <Text fontSize="sm" color="fg.muted" ps="7">
        Read our <TextLink to="/privacy">privacy policy</TextLink>.
      </Text>
      {error ? (
        <Text id={`${id}-error`} fontSize="sm" color="fg.error" fontWeight="medium" ps="7">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
