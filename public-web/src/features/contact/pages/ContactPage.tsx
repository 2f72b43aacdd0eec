import { Box, Button, Card, Container, Flex, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { medicalBusinessJsonLd, pageMeta } from '../../../app/seo';
import {
  CONTACT_EMAIL,
  CONTACT_PHONE,
  MATCHING_PROMISE,
  REPLY_PROMISE,
  REPLY_WITHIN,
  URGENT_VISIT_PROMISE,
} from '../../../app/site';
import { PageHero } from '../../../components/ui/PageHero';
import { Section } from '../../../components/ui/Section';
import { CalendarIcon, MailIcon } from '../../../components/ui/icons';
import { coveredCountiesQueryOptions, servedAreasSentence } from '../../coverage/api/coverage';
import { FaqAccordion, type FaqItem } from '../../../components/ui/FaqAccordion';
import { ConsultationDialog } from '../components/ConsultationDialog';
import { MessageForm } from '../components/MessageForm';

/** The address of the consultation dialog: the prerendered "Schedule a call" link works before any script. */
const CONSULTATION_HASH = '#consultation';

const DESCRIPTION = `Talk to the Home Physio Finder team: email us, book a free 15-minute call, or send a message. ${REPLY_PROMISE}`;

export const meta = () =>
  pageMeta({
    title: 'Contact us',
    description: DESCRIPTION,
    path: '/contact',
    keywords: ['contact home physio finder', 'free physiotherapy consultation', 'home physiotherapy advice'],
    jsonLd: medicalBusinessJsonLd(DESCRIPTION),
  });

function useContactFaq(): FaqItem[] {
  const { data } = useQuery(coveredCountiesQueryOptions());
  const counties = data?.counties ?? [];
  return [
    {
      id: 'speed',
      question: 'How quickly can you match us with a physiotherapist?',
      answer: `${MATCHING_PROMISE} ${URGENT_VISIT_PROMISE} For a medical emergency, always call 999.`,
    },
    {
      id: 'areas',
      question: 'Which areas do you cover?',
      answer:
        counties.length > 0
          ? `${servedAreasSentence(counties)} Enter your parent's postcode in our finder to check; if we're not there yet, you can join the waitlist.`
          : "Enter your parent's postcode in our finder to check straight away; if we're not there yet, you can join the waitlist.",
    },
    {
      id: 'cost',
      question: 'How much does the matching service cost?',
      answer: 'Nothing. Matching is free for families. You agree fees with the physiotherapist and pay them directly.',
    },
    {
      id: 'unhappy',
      question: "What if we're not happy with the match?",
      answer: `Tell us and we'll find another physiotherapist, at no cost. Send us a message quoting your reference and we'll come back to you ${REPLY_WITHIN}.`,
    },
  ];
}

export default function ContactPage() {
  const [searchParams] = useSearchParams();
  const [consultationOpen, setConsultationOpen] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  // "Schedule a call" is a link to #consultation, so a click before the scripts have run is kept in the address:
  // the dialog opens as soon as they run (and for a shared /contact#consultation link).
  useEffect(() => {
    if (location.hash === CONSULTATION_HASH) setConsultationOpen(true);
  }, [location.hash]);
  const onConsultationOpenChange = (open: boolean) => {
    setConsultationOpen(open);
    if (!open && location.hash === CONSULTATION_HASH) {
      void navigate({ search: location.search, hash: '' }, { replace: true, preventScrollReset: true });
    }
  };
  const reference = searchParams.get('ref');
  const faq = useContactFaq();

  return (
    <>
      <PageHero
        title="Contact us"
        subtitle={`Questions about home physiotherapy for your mum or dad? We're here to help. ${REPLY_PROMISE}`}
      />
      <Container maxW="6xl" px={{ base: '4', md: '6' }} pb={{ base: '10', md: '16' }}>
        <Grid templateColumns={{ base: '1fr', lg: '1fr 2fr' }} gap="6" alignItems="start">
          <Stack gap="6">
            {CONTACT_EMAIL || CONTACT_PHONE ? (
              <Card.Root variant="outline" borderRadius="xl">
                <Card.Body gap="3">
                  <Flex align="center" gap="3" color="brand.fg">
                    <MailIcon />
                    <Heading as="h2" fontSize="lg" color="fg">
                      {CONTACT_EMAIL && CONTACT_PHONE ? 'Email or call us' : CONTACT_EMAIL ? 'Email us' : 'Call us'}
                    </Heading>
                  </Flex>
                  {CONTACT_EMAIL ? (
                    <Link
                      href={`mailto:${CONTACT_EMAIL}`}
                      color="brand.fg"
                      fontWeight="semibold"
                      wordBreak="break-all"
                      minH="6"
                    >
                      {CONTACT_EMAIL}
                    </Link>
                  ) : null}
                  {CONTACT_PHONE ? (
                    <Text>
                      {CONTACT_EMAIL ? 'Or call us on ' : 'Ring '}
                      <Link href={`tel:${CONTACT_PHONE.replace(/\s/g, '')}`} color="brand.fg" fontWeight="semibold">
                        {CONTACT_PHONE}
                      </Link>
                    </Text>
                  ) : null}
                  <Text fontSize="sm" color="fg.muted">
                    {REPLY_PROMISE}
                  </Text>
                </Card.Body>
              </Card.Root>
            ) : null}
            <Card.Root variant="subtle" borderRadius="xl" bg="brand.subtle">
              <Card.Body gap="3">
                <Flex align="center" gap="3" color="brand.fg">
                  <CalendarIcon />
                  <Heading as="h2" fontSize="lg" color="fg">
                    Not sure where to start?
                  </Heading>
                </Flex>
                <Text color="fg.muted">
                  Book a free 15-minute call. We'll listen, explain the options and help you decide on next steps.
                </Text>
                <Button asChild colorPalette="brand">
                  <a
                    href={CONSULTATION_HASH}
                    aria-haspopup="dialog"
                    onClick={(event) => {
                      event.preventDefault();
                      setConsultationOpen(true);
                    }}
                  >
                    Schedule a call
                  </a>
                </Button>
              </Card.Body>
            </Card.Root>
          </Stack>
          <Box bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '5', md: '8' }}>
            <MessageForm reference={reference} />
          </Box>
        </Grid>
      </Container>
      <Section tone="muted" title="Common questions">
        <Box maxW="3xl" mx="auto">
          <FaqAccordion items={faq} />
        </Box>
      </Section>
      <ConsultationDialog open={consultationOpen} onOpenChange={onConsultationOpenChange} />
    </>
  );
}
