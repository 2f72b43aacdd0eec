import { CssBaseline } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { theme } from '../theme';
import { EnrolPage } from './EnrolPage';

/** The enrolment page on its own (no react-admin: the person is signed out), in the dashboard's theme. */
export default function EnrolApp() {
  return (
    <ThemeProvider theme={createTheme(theme)}>
      <CssBaseline />
      <EnrolPage />
    </ThemeProvider>
  );
}
