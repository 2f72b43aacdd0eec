export interface CoverageChangeResult {
  /** Districts whose state this command changed. */
  changed: string[];
  /** Districts that were already in the requested state. */
  unchanged: string[];
  /** The coverage_change row written (null when nothing changed). */
  coverageChangeId: string | null;
}
