import { Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CONTACT_SUBJECTS, CONTACT_SUBJECT_LABELS, shortReference, type ContactSubject } from '@physio/api-contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { CheckCircleIcon } from '../../../components/ui/icons';
import { notify } from '../../../components/ui/toaster';
import { sendContactInquiry } from '../api/contact-api';
import {
  EMPTY_MESSAGE_FORM,
  focusFirstError,
  validateMessageForm,
  type Errors,
  type MessageForm as Form,
} from '../validation';
import { SelectField, TextAreaField, TextField } from './form-fields';
import { PrivacyAgreement } from './PrivacyAgreement';
import { REPLY_WITHIN } from '../../../app/site';

const FIELD_ORDER = ['name', 'email', 'phone', 'subject', 'message', 'privacy'] as const;
const SUBJECT_OPTIONS = CONTACT_SUBJECTS.map((value) => ({ value, label: CONTACT_SUBJECT_LABELS[value] }));

/** 'Send us a message', then the thank-you screen. `reference` prefills a finder request id to quote. */
export function MessageForm({ reference }: { reference: string | null }) {
  const [form, setForm] = useState<Form>(EMPTY_MESSAGE_FORM);
  const [errors, setErrors] = useState<Errors<keyof Form>>({});
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (reference) {
      setForm((current) => ({
        ...current,
        subject: current.subject || 'finding-physio',
        // The short form a person can read out; the team's queue is searched by it.
        message: current.message || `My reference: ${shortReference(reference) ?? reference}\n\n`,
      }));
    }
  }, [reference]);

  useEffect(() => {
    if (sent) thanksRef.current?.focus();
  }, [sent]);

  const send = useMutation({
    mutationFn: sendContactInquiry,
    onSuccess: () => {
      notify({ title: 'Message sent successfully!', description: `We'll get back to you ${REPLY_WITHIN}.` });
      setForm(EMPTY_MESSAGE_FORM);
      setErrors({});
      setSent(true);
    },
    onError: () => {
      notify({
        title: 'Failed to send message',
        description: 'Please try again or contact us directly.',
        variant: 'destructive',
      });
    },
  });

  const set = <Field extends keyof Form>(field: Field, value: Form[Field]) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const found = validateMessageForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(formRef.current, FIELD_ORDER, found);
      return;
    }
    // The privacy flag is consent for this form only: it is not sent.
    const { privacy: _privacy, phone, ...rest } = form;
    send.mutate({
      ...rest,
      name: rest.name.trim(),
      email: rest.email.trim(),
      subject: rest.subject as ContactSubject,
      ...(phone.trim() ? { phone: phone.trim() } : {}),
    });
  };

  if (sent) {
    return (
      <Stack align="center" textAlign="center" gap="4" py="8">
        <Stack color="brand.fg">
          <CheckCircleIcon size={48} />
        </Stack>
        <Heading as="h2" fontSize="2xl" ref={thanksRef} tabIndex={-1} _focus={{ outline: 'none' }}>
          Thank you for reaching out!
        </Heading>
        <Text color="fg.muted" maxW="md">
          We've received your message and will get back to you {REPLY_WITHIN}.
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button variant="outline" onClick={() => setSent(false)}>
            Send Another Message
          </Button>
          <ButtonLink to="/finder" colorPalette="brand">
            Find a Physiotherapist
          </ButtonLink>
        </Stack>
      </Stack>
    );
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="send-message-heading">
      <Stack gap="4">
        <Heading as="h2" id="send-message-heading" fontSize="xl">
          Send us a message
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
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
            label="Phone (optional)"
            type="tel"
            name="phone"
            data-field="phone"
            autoComplete="tel"
            value={form.phone}
            onChange={(event) => set('phone', event.target.value)}
            error={errors.phone}
          />
          <SelectField
            label="Subject"
            required
            name="subject"
            placeholder="Choose a subject"
            options={SUBJECT_OPTIONS}
            value={form.subject}
            onChange={(value) => set('subject', value as ContactSubject | '')}
            error={errors.subject}
          />
        </SimpleGrid>
        <TextAreaField
          label="Message"
          required
          name="message"
          rows={5}
          value={form.message}
          onChange={(value) => set('message', value)}
          error={errors.message}
        />
        <PrivacyAgreement
          id="message-privacy"
          checked={form.privacy}
          onChange={(checked) => set('privacy', checked)}
          error={errors.privacy}
        />
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          alignSelf={{ base: 'stretch', sm: 'flex-start' }}
          disabled={send.isPending}
        >
          {send.isPending ? 'Sending Message...' : 'Send Message'}
        </Button>
      </Stack>
    </form>
  );
}
