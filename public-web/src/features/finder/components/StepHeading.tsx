import { forwardRef, type ReactNode } from 'react';

interface StepHeadingProps {
  children: ReactNode;
  hint?: ReactNode;
}

/**
 * The step's h2. It receives focus when the step changes so keyboard and screen-reader users know where they are.
 * Styled by class (finder-styles.ts).
 */
export const StepHeading = forwardRef<HTMLHeadingElement, StepHeadingProps>(function StepHeading(
  { children, hint },
  ref,
) {
  return (
    <>
      <h2 ref={ref} tabIndex={-1} className="step-heading">
        {children}
      </h2>
      {hint ? <p className="step-heading__hint">{hint}</p> : null}
    </>
  );
});
