import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useAvisoAoSair } from '@/components/feedback/aviso-ao-sair';
import { useToastsAbove } from '@/components/feedback/toast-clearance';

export interface FormDialogProps {
  open: boolean;
  title: string;
  /** The form's submit handler (react-hook-form's handleSubmit(...)); it answers its own failures, so its promise is not awaited. */
  onSubmit: (event?: FormEvent) => void | Promise<void>;
  onClose: () => void;
  submitting: boolean;
  /** Messages that belong to no field (a 409, another field's): shown above the fields. */
  erros?: string[];
  submitLabel?: string;
  /** Wider dialogs for long forms. */
  maxWidth?: 'xs' | 'sm' | 'md';
  /** The record to edit is still loading: nothing to submit yet. */
  carregando?: boolean;
  /** The fields differ from what was loaded (react-hook-form's isDirty): leaving the page asks first. */
  alterado?: boolean;
  children: ReactNode;
}

/**
 * A back-office form in a dialog (full screen on a phone): the fields, the messages that belong to
 * none of them, 'Cancelar' and the submit button with a spinner while saving. Escape or a click
 * outside closes it, except while saving.
 */
export function FormDialog({ open, title, onSubmit, onClose, submitting, erros = [], submitLabel = 'Salvar', maxWidth = 'sm', carregando = false, alterado = false, children }: FormDialogProps) {
  const id = useId();
  const { aviso } = useAvisoAoSair(open && alterado);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [actions, setActions] = useState<HTMLElement | null>(null);
  useToastsAbove(actions);
  return (
    <>
      <Dialog
        open={open}
        onClose={submitting ? undefined : onClose}
        aria-labelledby={`${id}-title`}
        fullWidth
        maxWidth={maxWidth}
        fullScreen={phone}
      >
        {/* The form inside the dialog's paper, not as it: a <form> may not take the role dialog (axe aria-allowed-role). */}
        <Box component="form" noValidate onSubmit={(event: FormEvent) => void onSubmit(event)} sx={{ display: 'contents' }}>
          <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
          <DialogContent dividers>
            <Stack spacing={2.5} sx={{ pt: 0.5 }}>
              {erros.length > 0 && (
                <Alert severity="error" role="alert">
                  {erros.join(' ')}
                </Alert>
              )}
              {children}
            </Stack>
          </DialogContent>
          <DialogActions ref={setActions} sx={{ px: 3, py: 2 }}>
            <Button onClick={onClose} disabled={submitting}>
              Cancelar
            </Button>
            <Button type="submit" variant="contained" disabled={submitting || carregando} startIcon={submitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
              {submitting ? 'Salvando...' : submitLabel}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
      {aviso}
    </>
  );
}
