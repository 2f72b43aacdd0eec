import { Box, Typography } from '@mui/material';
import { useEffect, useState } from 'react';

/**
 * The authenticator app's QR code, drawn here from the otpauth URI (the qrcode package runs in the browser: the
 * secret never goes to a QR service), with the secret written out for apps that cannot scan.
 */
export function TotpEnrolment({ otpauthUri, secret }: { otpauthUri: string; secret: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    // Loaded only when someone enrols: most sign-ins never need it.
    void import('qrcode').then(async (qrcode) => {
      const markup = await qrcode.toString(otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      if (!cancelled) setSvg(markup);
    });
    return () => {
      cancelled = true;
    };
  }, [otpauthUri]);

  return (
    <Box sx={{ my: 2 }}>
      <Typography gutterBottom>
        Scan this code with your authenticator app (such as Microsoft Authenticator or Google Authenticator).
      </Typography>
      <Box sx={{ width: 200, height: 200, mx: 'auto', my: 1, bgcolor: '#fff' }}>
        {svg && (
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
            alt="QR code to add this account to your authenticator app"
            width={200}
            height={200}
          />
        )}
      </Box>
      <Typography variant="body2">
        Cannot scan? Enter this key in the app instead:{' '}
        <Box component="code" sx={{ display: 'block', mt: 0.5, fontSize: '1rem', userSelect: 'all' }}>
          {secret.replace(/(.{4})/g, '$1 ').trim()}
        </Box>
      </Typography>
    </Box>
  );
}
