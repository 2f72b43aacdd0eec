import { Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import type { Condition } from '@physio/api-contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { notify } from '../../../components/ui/toaster';
import { joinWaitlist } from '../api/finder-api';
import { isValidEmail } from '../finder-draft';

export interface WaitlistDialogProps {
  open: boolean;
  onClose: () => void;
  /** The postcode from step 1, prefilled. */
  postcode: string;
  condition: Condition | '';
}

/** Opens when a postcode is outside our area: the family can ask to hear when we reach them. */
export function WaitlistDialog({ open, onClose, postcode, condition }: WaitlistDialogProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [waitlistPostcode, setWaitlistPostcode] = useState(postcode);
  const [emailError, setEmailError] = useState<string | null>(null);
  // Once joined, the dialog says so and what happens next, until the family closes it (a toast vanished too soon).
  const [joinedDistrict, setJoinedDistrict] = useState<string | null>(null);

  useEffect(() => {
    if (open) setWaitlistPostcode(postcode);
    if (open) setJoinedDistrict(null);
  }, [open, postcode]);

  const join = useMutation({
    mutationFn: joinWaitlist,
    // The API answers alike for a new and an existing entry (it must not say who is on the list), so the
    // dialog claims neither: the email tells them which it was.
    onSuccess: (answer) => {
      setJoinedDistrict(answer.district);
      setName('');
      setEmail('');
    },
    onError: () => {
      notify({
        title: 'Something went wrong',
        description: 'Please try again or contact us directly.',
        variant: 'destructive',
      });
    },
  });

  const canSubmit = name.trim() !== '' && email.trim() !== '' && !join.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    if (!isValidEmail(email)) {
      setEmailError('Please enter a valid email address');
      return;
    }
    setEmailError(null);
    join.mutate({
      name: name.trim(),
      email: email.trim(),
      postcode: waitlistPostcode.trim() || postcode,
      ...(condition ? { condition } : {}),
    });
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      // A centred dialog of its natural height at every width (a full-height panel on a desktop was mostly empty).
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" maxH="calc(100dvh - 2rem)" overflowY="auto">
            {joinedDistrict ? (
              <>
                <Dialog.Header>
                  <Dialog.Title>Check your email</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="3" role="status">
                    <Dialog.Description>
                      We have emailed you about the waitlist for {joinedDistrict}. If it hasn't arrived in a few
                      minutes, look in your spam folder.
                    </Dialog.Description>
                    <Text>
                      What happens next: as soon as we cover {joinedDistrict}, we email you once, with a link to find a
                      physiotherapist for your parent. We won't send you anything else, and the email lets you leave the
                      waitlist at any time.
                    </Text>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button colorPalette="brand" onClick={onClose}>
                    Done
                  </Button>
                </Dialog.Footer>
              </>
            ) : (
              <form onSubmit={submit} noValidate>
                <Dialog.Header>
                  <Dialog.Title>We're not in your area yet</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="4">
                    <Dialog.Description>
                      We don't have physiotherapists covering {postcode.toUpperCase()} yet, but we're expanding. Join
                      the waitlist and we'll email you as soon as we can help families in your area.
                    </Dialog.Description>
                    <Field.Root required>
                      <Field.Label>
                        Your name <Field.RequiredIndicator />
                      </Field.Label>
                      <Input value={name} onChange={(event) => setName(event.target.value)} autoComplete="name" />
                    </Field.Root>
                    <Field.Root required invalid={emailError !== null}>
                      <Field.Label>
                        Your email <Field.RequiredIndicator />
                      </Field.Label>
                      <Input
                        type="email"
                        value={email}
                        onChange={(event) => setEmail(event.target.value)}
                        autoComplete="email"
                      />
                      {emailError ? <Field.ErrorText>{emailError}</Field.ErrorText> : null}
                    </Field.Root>
                    <Field.Root>
                      <Field.Label>Postcode</Field.Label>
                      <Input
                        value={waitlistPostcode}
                        onChange={(event) => setWaitlistPostcode(event.target.value)}
                        autoComplete="postal-code"
                      />
                    </Field.Root>
                    <Text fontSize="sm" color="fg.muted">
                      We only use these details to tell you when we launch near you.
                    </Text>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} alignItems="stretch">
                  <Button type="button" variant="outline" onClick={onClose}>
                    Maybe Later
                  </Button>
                  <Button
                    type="submit"
                    colorPalette="brand"
                    disabled={!canSubmit}
                    loading={join.isPending}
                    loadingText="Joining..."
                  >
                    Join Waitlist
                  </Button>
                </Dialog.Footer>
              </form>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
