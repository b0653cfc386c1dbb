import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { errorMessages } from '@/lib/api-client';

/** An inline "could not load" alert with the API's messages and a retry button. */
export function LoadError({ error, onRetry, title }: { error: unknown; onRetry?: () => void; title?: string }) {
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            Tentar novamente
          </Button>
        )
      }
    >
      {title && <strong style={{ display: 'block' }}>{title}</strong>}
      {errorMessages(error).join(' ')}
    </Alert>
  );
}
