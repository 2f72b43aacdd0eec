import { Button, Field, Input } from '@chakra-ui/react';
import {
  CONDITIONS,
  CONDITION_LABELS,
  URGENCIES,
  URGENCY_DESCRIPTIONS,
  URGENCY_LABELS,
  type Condition,
  type Urgency,
} from '@physio/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../app/http';
import { pageMeta } from '../../../app/seo';
import { notify } from '../../../components/ui/toaster';
import { coverageCheckQueryOptions } from '../../coverage/api/coverage';
import { submitFinderRequest, trackOutOfAreaSearch } from '../api/finder-api';
import { ContactDetailsStep } from '../components/ContactDetailsStep';
import { OptionCards } from '../components/OptionCards';
import { StepHeading } from '../components/StepHeading';
import { StepProblemAlert } from '../components/StepProblemAlert';
import { StepProgress } from '../components/StepProgress';
import {
  API_FIELD_TO_ANSWER,
  EMPTY_ANSWERS,
  INVALID_ANSWER_MESSAGES,
  loadDraft,
  saveDraft,
  toSubmitBody,
  TOTAL_STEPS,
  validateStep,
  type FinderAnswers,
  type FinderField,
  type StepProblem,
  type WizardStep,
} from '../finder-draft';

export const meta = () =>
  pageMeta({
    title: 'Find a home physiotherapist for your parent',
    description:
      "Answer four short questions about your parent's postcode, condition and how soon they need help. We match them with a qualified HCPC-registered physiotherapist who visits at home. Free for families.",
    path: '/finder',
    keywords: ['find a physiotherapist', 'home physio near me', 'elderly physiotherapy', 'physiotherapist home visit'],
  });

const CONDITION_OPTIONS = CONDITIONS.map((value) => ({ value, label: CONDITION_LABELS[value] }));
const URGENCY_OPTIONS = URGENCIES.map((value) => ({
  value,
  label: URGENCY_LABELS[value],
  description: URGENCY_DESCRIPTIONS[value],
}));

const PROBLEM_ID = 'finder-step-problem';

// Only out-of-area families see the waitlist dialog: its code is fetched when a postcode check starts.
const loadWaitlistDialog = () => import('../components/WaitlistDialog');
const WaitlistDialog = lazy(() => loadWaitlistDialog().then((module) => ({ default: module.WaitlistDialog })));

export default function FinderPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<WizardStep>(1);
  const [answers, setAnswers] = useState<FinderAnswers>(EMPTY_ANSWERS);
  const [problem, setProblem] = useState<Pick<StepProblem, 'title' | 'description' | 'fieldErrors'> | null>(null);
  const [checkingPostcode, setCheckingPostcode] = useState(false);
  const [waitlistOpen, setWaitlistOpen] = useState(false);
  // The dialog is mounted the first time it opens, then kept (so it can animate closed).
  const [waitlistWanted, setWaitlistWanted] = useState(false);
  const openWaitlist = () => {
    setWaitlistWanted(true);
    setWaitlistOpen(true);
  };
  const [restored, setRestored] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const stepChangedByUser = useRef(false);

  // Restore after hydration (the prerendered HTML is the empty wizard), then keep the draft in session storage.
  // A link that names a postcode (the waitlist's "we now cover you" email) starts there, with it filled in.
  const [params] = useSearchParams();
  const linkedPostcode = params.get('postcode');
  useEffect(() => {
    const draft = loadDraft();
    const postcode = linkedPostcode?.trim().toUpperCase().slice(0, 10) ?? '';
    if (postcode && /^[A-Z0-9 ]+$/.test(postcode)) {
      setAnswers({ ...(draft?.answers ?? EMPTY_ANSWERS), postcode });
      setStep(1);
    } else if (draft) {
      setAnswers(draft.answers);
      setStep(draft.step);
    }
    setRestored(true);
  }, [linkedPostcode]);
  useEffect(() => {
    if (restored) saveDraft({ step, answers });
  }, [restored, step, answers]);

  useEffect(() => {
    if (stepChangedByUser.current) headingRef.current?.focus();
  }, [step]);

  const submit = useMutation({
    mutationFn: submitFinderRequest,
    onSuccess: ({ id }) => {
      // Keep the answers for a "Try Different Search", but start again from step 1.
      saveDraft({ step: 1, answers });
      void navigate(`/results/${encodeURIComponent(id)}`);
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'OUT_OF_AREA') {
        openWaitlist();
        return;
      }
      if (isApiError(error) && error.body?.errors?.length) {
        const fieldErrors: Partial<Record<FinderField, string>> = {};
        for (const fieldError of error.body.errors) {
          const field = API_FIELD_TO_ANSWER[fieldError.field];
          if (field) fieldErrors[field] = INVALID_ANSWER_MESSAGES[field];
        }
        setProblem({
          title: 'Please check your details',
          description: 'Some of the details need correcting before we can search.',
          fieldErrors,
        });
      }
      notify({
        title: 'Search failed',
        description: "We couldn't process your request. Please try again.",
        variant: 'destructive',
      });
    },
  });

  const update = <Field extends FinderField>(field: Field, value: FinderAnswers[Field]) => {
    setAnswers((current) => ({ ...current, [field]: value }));
    // A corrected field clears its own message; the step summary stays until the next attempt.
    setProblem((current) =>
      current?.fieldErrors[field]
        ? { ...current, fieldErrors: { ...current.fieldErrors, [field]: undefined } }
        : current,
    );
  };

  const showProblem = (found: StepProblem) => {
    setProblem(found);
    // Let React render the error state, then move focus to the first field to fix.
    requestAnimationFrame(() => {
      const target = formRef.current?.querySelector<HTMLElement>(`[data-field="${found.focus}"]`);
      target?.focus();
    });
  };

  const goTo = (next: WizardStep) => {
    stepChangedByUser.current = true;
    setProblem(null);
    setStep(next);
  };

  const checkPostcodeThenContinue = async () => {
    setCheckingPostcode(true);
    void loadWaitlistDialog();
    try {
      const coverage = await queryClient.fetchQuery(coverageCheckQueryOptions(answers.postcode));
      if (coverage.in_area) {
        setAnswers((current) => ({ ...current, postcode: coverage.postcode || current.postcode }));
        goTo(2);
      } else {
        trackOutOfAreaSearch(coverage.postcode || answers.postcode.trim(), answers.condition);
        openWaitlist();
      }
    } catch (error) {
      if (isApiError(error, 400)) {
        showProblem({
          title: 'Postcode not recognised',
          description: `"${answers.postcode.trim()}" doesn't look like a UK postcode. Please check it and try again, for example SW1A 1AA.`,
          fieldErrors: { postcode: INVALID_ANSWER_MESSAGES.postcode },
          focus: 'postcode',
        });
      } else {
        showProblem({
          title: "We couldn't check that postcode",
          description: 'Something went wrong on our side. Please try again in a moment.',
          fieldErrors: {},
          focus: 'postcode',
        });
      }
    } finally {
      setCheckingPostcode(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending || checkingPostcode) return;
    const found = validateStep(step, answers);
    if (found) {
      showProblem(found);
      return;
    }
    setProblem(null);
    if (step === 1) {
      void checkPostcodeThenContinue();
    } else if (step === TOTAL_STEPS) {
      submit.mutate(toSubmitBody(answers));
    } else {
      goTo((step + 1) as WizardStep);
    }
  };

  const fieldErrors = problem?.fieldErrors ?? {};
  const busy = submit.isPending || checkingPostcode;
  const forwardLabel = submit.isPending
    ? 'Finding matches...'
    : checkingPostcode
      ? 'Checking postcode...'
      : step === TOTAL_STEPS
        ? 'Find My Match'
        : 'Continue';

  return (
    <div className="finder-page">
      <div className="page-container finder-page__inner">
        <h1 className="finder-page__title">Find a home physiotherapist</h1>
        <p className="finder-page__intro">
          Four short questions. Matching is free, and your answers are kept only in this browser tab until you send
          them.
        </p>

        <div className="finder-card">
          <StepProgress step={step} totalSteps={TOTAL_STEPS} />

          <form ref={formRef} onSubmit={onSubmit} noValidate aria-describedby={problem ? PROBLEM_ID : undefined}>
            {step === 1 ? (
              <>
                <StepHeading
                  ref={headingRef}
                  hint="We'll check straight away that we have physiotherapists who visit there."
                >
                  Where does your parent live?
                </StepHeading>
                {problem ? <StepProblemAlertWithId problem={problem} /> : null}
                <Field.Root invalid={Boolean(fieldErrors.postcode)} maxW="sm">
                  <Field.Label>Parent's postcode</Field.Label>
                  <Input
                    data-field="postcode"
                    value={answers.postcode}
                    onChange={(event) => update('postcode', event.target.value)}
                    placeholder="SW1A 1AA"
                    autoComplete="postal-code"
                    autoCapitalize="characters"
                    size="lg"
                  />
                  {fieldErrors.postcode ? <Field.ErrorText>{fieldErrors.postcode}</Field.ErrorText> : null}
                </Field.Root>
              </>
            ) : null}

            {step === 2 ? (
              <>
                <StepHeading
                  ref={headingRef}
                  hint="Choose the one that fits best. You can add details on the last step."
                >
                  What does your parent need help with?
                </StepHeading>
                {problem ? <StepProblemAlertWithId problem={problem} /> : null}
                <OptionCards<Condition>
                  label="Condition"
                  name="condition"
                  options={CONDITION_OPTIONS}
                  value={answers.condition}
                  onChange={(value) => update('condition', value)}
                  invalid={Boolean(fieldErrors.condition)}
                  errorId={PROBLEM_ID}
                  columns={{ base: 1, sm: 2 }}
                />
              </>
            ) : null}

            {step === 3 ? (
              <>
                <StepHeading ref={headingRef} hint="For a medical emergency, call 999.">
                  How soon does your parent need support?
                </StepHeading>
                {problem ? <StepProblemAlertWithId problem={problem} /> : null}
                <OptionCards<Urgency>
                  label="Urgency"
                  name="urgency"
                  options={URGENCY_OPTIONS}
                  value={answers.urgency}
                  onChange={(value) => update('urgency', value)}
                  invalid={Boolean(fieldErrors.urgency)}
                  errorId={PROBLEM_ID}
                  columns={{ base: 1, md: 3 }}
                />
              </>
            ) : null}

            {step === 4 ? (
              <>
                <StepHeading
                  ref={headingRef}
                  hint="All optional. With your consent, the physiotherapist we match receives these details and contacts you."
                >
                  How can the physiotherapist reach you?
                </StepHeading>
                {problem ? <StepProblemAlertWithId problem={problem} /> : null}
                <ContactDetailsStep answers={answers} fieldErrors={fieldErrors} onChange={update} />
              </>
            ) : null}

            <div className="finder-actions">
              <Button
                type="button"
                variant="outline"
                size="lg"
                disabled={step === 1 || busy}
                onClick={() => goTo((step - 1) as WizardStep)}
              >
                Previous
              </Button>
              <Button type="submit" colorPalette="brand" size="lg" disabled={busy} aria-disabled={busy}>
                {forwardLabel}
              </Button>
            </div>
          </form>
        </div>
      </div>

      {waitlistWanted ? (
        <Suspense fallback={null}>
          <WaitlistDialog
            open={waitlistOpen}
            onClose={() => setWaitlistOpen(false)}
            postcode={answers.postcode.trim()}
            condition={answers.condition}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

function StepProblemAlertWithId({ problem }: { problem: Pick<StepProblem, 'title' | 'description'> }) {
  return (
    <div id={PROBLEM_ID}>
      <StepProblemAlert problem={problem} />
    </div>
  );
}
