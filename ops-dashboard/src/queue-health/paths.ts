/** The Background work page (the coordinators' alert email links to /ops/#/background-work). */
export const BACKGROUND_WORK_PATH = '/background-work';
