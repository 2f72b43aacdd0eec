import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, type FormEvent, type ReactNode } from 'react';

/**
 * A confirm dialog that is a form: Enter submits, the confirm button says what it does, and the API's refusal shows
 * inside it (the dialog stays open so nothing typed is lost).
 */
export function ActionDialog({
  open,
  title,
  description,
  confirmLabel,
  dismissLabel = 'Cancel',
  pending,
  error,
  onConfirm,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  /** Says what closing without confirming does, where "Cancel" would read like the action itself. */
  dismissLabel?: string;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm();
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {description && <DialogContentText component="div">{description}</DialogContentText>}
          {children}
          {error && (
            <Alert severity="error" sx={{ mt: 2 }} role="alert">
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{dismissLabel}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
