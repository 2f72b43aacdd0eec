interface StepProgressProps {
  step: number;
  totalSteps: number;
}

/**
 * 'Step N of 4', the share complete, and the progress bar: a plain element with the progressbar role, styled by
 * class (finder-styles.ts). Chakra's Progress runs a state machine and builds an Intl number formatter on hydration
 * (main-thread work while the page starts) to draw the same bar.
 */
export function StepProgress({ step, totalSteps }: StepProgressProps) {
  const percent = Math.round((step / totalSteps) * 100);
  return (
    <>
      <div className="step-progress">
        <p aria-live="polite">
          Step {step} of {totalSteps}
        </p>
        <p className="step-progress__share">{percent}% complete</p>
      </div>
      <div
        role="progressbar"
        aria-label="Progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`Step ${step} of ${totalSteps}`}
        className="step-progress__bar"
      >
        <div className="step-progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </>
  );
}
