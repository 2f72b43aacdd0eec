import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** react-admin's light theme in the service's blue; the colours pass WCAG AA against white text and backgrounds. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1d5c87' },
    secondary: { main: '#173f5f' },
    // MUI's red is under 4.5:1 on react-admin's grey form toolbar; this one is not.
    error: { main: '#b3261e' },
  },
  components: {
    ...defaultTheme.components,
    // Long entries (a qualification, an area) wrap inside their chip: one unbroken chip would otherwise set the
    // form's narrowest width and push a phone-width page sideways.
    MuiChip: {
      styleOverrides: {
        root: { height: 'auto', minHeight: 24, maxWidth: '100%' },
        label: { whiteSpace: 'normal', overflowWrap: 'anywhere', paddingTop: 2, paddingBottom: 2 },
      },
    },
  },
};

/** Background of queue rows past the reply promise (their text also says "overdue": never colour alone). */
export const OVERDUE_ROW_BACKGROUND = '#fdecea';
