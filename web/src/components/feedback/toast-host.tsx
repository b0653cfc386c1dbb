import CloseIcon from '@mui/icons-material/Close';
import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import IconButton from '@mui/material/IconButton';
import { SnackbarProvider, useSnackbar, type CustomContentProps } from 'notistack';
import { forwardRef, useEffect } from 'react';
import { TOAST_DURATION_MS } from '@/config/app';
import { MuiProvider } from '../theme/mui-provider';
import type { EnqueueToast } from './toast';
import { TOASTS_CLASS } from './toast-clearance';

declare module 'notistack' {
  interface VariantOverrides {
    toast: { title: string; severity: AlertColor };
  }
}

type ToastContentProps = CustomContentProps & { title: string; severity: AlertColor };

const ToastContent = forwardRef<HTMLDivElement, ToastContentProps>(function ToastContent({ id, title, severity, message }, ref) {
  const { closeSnackbar } = useSnackbar();
  return (
    <Alert
      ref={ref}
      severity={severity}
      variant="filled"
      sx={{ minWidth: 280, maxWidth: 420, boxShadow: 3 }}
      action={
        <IconButton aria-label="Fechar notificação" color="inherit" size="small" onClick={() => closeSnackbar(id)}>
          <CloseIcon fontSize="small" />
        </IconButton>
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {message}
    </Alert>
  );
});

function Registrar({ register }: { register: (enqueue: EnqueueToast | null) => void }) {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    register(({ severity, title, message, persist }) => {
      enqueueSnackbar(message, { variant: 'toast', title, severity, persist });
    });
    return () => register(null);
  }, [enqueueSnackbar, register]);
  return null;
}

/** notistack, anchored bottom-right, 3000 ms (spec section 9). */
export function ToastHost({ register }: { register: (enqueue: EnqueueToast | null) => void }) {
  return (
    <MuiProvider>
      <SnackbarProvider
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        autoHideDuration={TOAST_DURATION_MS}
        maxSnack={3}
        classes={{ containerRoot: TOASTS_CLASS }}
        Components={{ toast: ToastContent }}
      >
        <Registrar register={register} />
      </SnackbarProvider>
    </MuiProvider>
  );
}
