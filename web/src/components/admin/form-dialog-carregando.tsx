import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { LoadError } from '@/components/ui/load-error';
import { FormDialog } from './form-dialog';

export interface FormDialogCarregandoProps {
  /** The form's own title: 'Editar médico'. */
  title: string;
  /** What is loading, for screen readers: 'Carregando o médico'. */
  rotulo: string;
  /** The load failed: its message, 'Não foi possível carregar o médico.', and a retry. */
  error?: unknown;
  erroTitulo: string;
  onRetry: () => void;
  onClose: () => void;
  maxWidth?: 'xs' | 'sm' | 'md';
}

/** An edit form's dialog while its record loads (or failed to): the same title and buttons, nothing to submit yet. */
export function FormDialogCarregando({ title, rotulo, error, erroTitulo, onRetry, onClose, maxWidth }: FormDialogCarregandoProps) {
  return (
    <FormDialog open title={title} onSubmit={(e) => e?.preventDefault()} onClose={onClose} submitting={false} carregando maxWidth={maxWidth}>
      {error ? (
        <LoadError error={error} onRetry={onRetry} title={erroTitulo} />
      ) : (
        <Box role="status" aria-busy="true" aria-label={rotulo} sx={{ display: 'grid', gap: 2 }}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={48} />
          ))}
        </Box>
      )}
    </FormDialog>
  );
}
