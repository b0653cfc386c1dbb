import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type ReactNode } from 'react';
import { useToastsAbove } from '../feedback/toast-clearance';
import { DIALOG_TEXT } from './dialog-text';

export { DIALOG_TEXT } from './dialog-text';

export interface ConfirmDialogProps {
  open: boolean;
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** Disables both buttons while the confirmed action runs. */
  busy?: boolean;
}

/** 'Aviso', the question, and 'Sim' / 'Não' ('Não' has the focus: the safe choice). */
export function ConfirmDialog({ open, message, onConfirm, onCancel, busy = false }: ConfirmDialogProps) {
  const id = useId();
  const [actions, setActions] = useState<HTMLElement | null>(null);
  useToastsAbove(actions);
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{DIALOG_TEXT.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions ref={setActions}>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          {DIALOG_TEXT.no}
        </Button>
        <Button onClick={onConfirm} disabled={busy} variant="contained" color="error">
          {DIALOG_TEXT.yes}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
