import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

// Tiptap is loaded with the first form that edits text, in a chunk of its own.
const EditorTexto = lazy(async () => ({ default: (await import('@/components/html/editor-texto')).EditorTexto }));

export interface EditorCampoProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  ajuda?: string;
}

/** The rich-text editor bound to one HTML field of a react-hook-form form: its value, its message (the schema's or the server's), its focus. */
export function EditorCampo<T extends FieldValues>({ control, name, label, required, ajuda }: EditorCampoProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Suspense fallback={<EditorCarregando label={label} />}>
      <EditorTexto
        label={label}
        value={(field.value as string | undefined) ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={fieldState.error?.message}
        ajuda={ajuda}
        required={required}
      />
    </Suspense>
  );
}

function EditorCarregando({ label }: { label: string }) {
  return (
    <Box role="status" aria-busy="true" aria-label={`Carregando o editor: ${label}`}>
      <Typography component="span" variant="body2" sx={{ display: 'block', mb: 0.75, fontWeight: 500, color: 'text.secondary' }}>
        {label}
      </Typography>
      <Skeleton variant="rounded" height={190} />
    </Box>
  );
}
