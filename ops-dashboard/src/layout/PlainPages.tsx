import { Box, Typography } from '@mui/material';
import { Link, Title } from 'react-admin';

function PlainPage({ title, text }: { title: string; text: string }) {
  return (
    <Box sx={{ p: { xs: 1.5, sm: 2 }, maxWidth: 640 }}>
      <Title title={title} />
      <Typography sx={{ mb: 2 }}>{text}</Typography>
      <Link to="/">Back to the home page</Link>
    </Box>
  );
}

/** A page the signed-in role may not open (react-admin's own has an empty title and pale text). */
export function AccessDenied() {
  return (
    <PlainPage
      title="Not open to your role"
      text="This page holds details your role does not work with. If you need it, ask an administrator."
    />
  );
}

export function NotFound() {
  return <PlainPage title="Page not found" text="There is no page at this address in the dashboard." />;
}
