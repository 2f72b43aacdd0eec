import { Alert, Box, Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { PREFERRED_TIMES, PREFERRED_TIME_LABELS, type PreferredTime } from '@physio/api-contract';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { REPLY_WITHIN } from '../../../app/site';
import { notify } from '../../../components/ui/toaster';
import { consultationInquiry, sendContactInquiry } from '../api/contact-api';
import {
  EMPTY_CONSULTATION_FORM,
  focusFirstError,
  validateConsultationForm,
  type ConsultationForm,
  type Errors,
} from '../validation';
import { SelectField, TextAreaField, TextField } from './form-fields';
import { PrivacyAgreement } from './PrivacyAgreement';

const FIELD_ORDER = [
  'name',
  'email',
  'phone',
  'parentCondition',
  'preferredTime',
  'additionalInfo',
  'privacy',
] as const;
const TIME_OPTIONS = PREFERRED_TIMES.map((value) => ({ value, label: PREFERRED_TIME_LABELS[value] }));

interface ConsultationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ConsultationDialog({ open, onOpenChange }: ConsultationDialogProps) {
  const [form, setForm] = useState<ConsultationForm>(EMPTY_CONSULTATION_FORM);
  const [errors, setErrors] = useState<Errors<keyof ConsultationForm>>({});
  const formRef = useRef<HTMLFormElement>(null);

  const send = useMutation({
    mutationFn: sendContactInquiry,
    onSuccess: () => {
      notify({
        title: 'Consultation request sent!',
        description: `We'll contact you ${REPLY_WITHIN} to schedule your free consultation.`,
      });
      setForm(EMPTY_CONSULTATION_FORM);
      setErrors({});
      onOpenChange(false);
    },
    // Said inside the dialog, beside its buttons: a toast there covered the Request button on desktop.
    onError: () => undefined,
  });

  const set = <Field extends keyof ConsultationForm>(field: Field, value: ConsultationForm[Field]) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const found = validateConsultationForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(formRef.current, FIELD_ORDER, found);
      return;
    }
    send.mutate(consultationInquiry({ ...form, preferredTime: form.preferredTime as PreferredTime }));
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="center"
      scrollBehavior="inside"
      size={{ base: 'full', sm: 'lg' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Request a Free 15-Minute Consultation</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form id="consultation-form" ref={formRef} onSubmit={submit} noValidate>
                <Stack gap="4">
                  <Dialog.Description>
                    Tell us a little about your parent and when suits you. A member of our team will call you, free of
                    charge, to talk through the options.
                  </Dialog.Description>
                  <TextField
                    label="Your name"
                    required
                    name="name"
                    data-field="name"
                    autoComplete="name"
                    value={form.name}
                    onChange={(event) => set('name', event.target.value)}
                    error={errors.name}
                  />
                  <TextField
                    label="Email"
                    required
                    type="email"
                    name="email"
                    data-field="email"
                    autoComplete="email"
                    value={form.email}
                    onChange={(event) => set('email', event.target.value)}
                    error={errors.email}
                  />
                  <TextField
                    label="Phone number"
                    required
                    type="tel"
                    name="phone"
                    data-field="phone"
                    autoComplete="tel"
                    value={form.phone}
                    onChange={(event) => set('phone', event.target.value)}
                    error={errors.phone}
                  />
                  <TextField
                    label="Your parent's condition"
                    required
                    name="parentCondition"
                    data-field="parentCondition"
                    placeholder="For example: recovering from a stroke in March"
                    value={form.parentCondition}
                    onChange={(event) => set('parentCondition', event.target.value)}
                    error={errors.parentCondition}
                  />
                  <SelectField
                    label="Preferred time for the call"
                    required
                    name="preferredTime"
                    placeholder="Select a time"
                    options={TIME_OPTIONS}
                    value={form.preferredTime}
                    onChange={(value) => set('preferredTime', value as PreferredTime | '')}
                    error={errors.preferredTime}
                  />
                  <TextAreaField
                    label="Anything else? (optional)"
                    name="additionalInfo"
                    rows={3}
                    value={form.additionalInfo}
                    onChange={(value) => set('additionalInfo', value)}
                  />
                  <PrivacyAgreement
                    id="consultation-privacy"
                    checked={form.privacy}
                    onChange={(checked) => set('privacy', checked)}
                    error={errors.privacy}
                  />
                </Stack>
              </form>
            </Dialog.Body>
            {send.isError ? (
              <Box px="6" pt="4">
                <Alert.Root status="error" role="alert" borderRadius="lg">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>Failed to send request</Alert.Title>
                    <Alert.Description>Please try again or contact us directly.</Alert.Description>
                  </Alert.Content>
                </Alert.Root>
              </Box>
            ) : null}
            <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} alignItems="stretch">
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button type="submit" form="consultation-form" colorPalette="brand" disabled={send.isPending}>
                {send.isPending ? 'Sending...' : 'Request Consultation'}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
