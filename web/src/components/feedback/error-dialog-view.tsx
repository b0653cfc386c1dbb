import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MuiProvider } from '../theme/mui-provider';
import { ERROR_DIALOG_TITLE } from './error-dialog-title';

export interface ErrorDialogViewProps {
  open: boolean;
  messages: readonly string[];
  onClose: () => void;
}

/** Header 'Ocorreu um erro no processamento da requisição!' and a single 'Ok' button. */
export function ErrorDialogView({ open, messages, onClose }: ErrorDialogViewProps) {
  return (
    <MuiProvider>
      <Dialog
        open={open}
        onClose={onClose}
        aria-labelledby="error-dialog-title"
        aria-describedby={messages.length ? 'error-dialog-description' : undefined}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id="error-dialog-title">{ERROR_DIALOG_TITLE}</DialogTitle>
        {messages.length > 0 && (
          <DialogContent>
            <DialogContentText id="error-dialog-description" component="div">
              {messages.map((m, i) => (
                <p key={i} style={{ margin: 0 }}>
                  {m}
                </p>
              ))}
            </DialogContentText>
          </DialogContent>
        )}
        <DialogActions>
          <Button onClick={onClose} variant="contained" autoFocus>
            Ok
          </Button>
        </DialogActions>
      </Dialog>
    </MuiProvider>
  );
}
