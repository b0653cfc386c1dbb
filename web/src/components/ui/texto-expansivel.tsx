import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId, useState } from 'react';

/** How much of a long text shows before "Mostrar tudo". */
const RESUMO_CARACTERES = 300;
const RESUMO_LINHAS = 6;

/** The start of `texto` (at most 300 characters and 6 lines), with "…", or null when it is short enough. */
export function resumoDe(texto: string, caracteres = RESUMO_CARACTERES, linhas = RESUMO_LINHAS): string | null {
  const inicio = texto.split('\n').slice(0, linhas).join('\n').slice(0, caracteres);
  return inicio.length < texto.length ? `${inicio.trimEnd()}…` : null;
}

/**
 * A plain text as typed (line breaks kept, never read as HTML) that may be long: its start, then
 * "Mostrar tudo" to read it whole and "Mostrar menos" to fold it again (issue 28: a 5,000-character
 * contact message made its row 2,600 px tall).
 */
export function TextoExpansivel({ texto, minWidth }: { texto: string; minWidth?: { md: number } }) {
  const id = useId();
  const [aberto, setAberto] = useState(false);
  const resumo = resumoDe(texto);
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start', whiteSpace: 'pre-wrap', minWidth: minWidth ?? 0 }}>
      <Box id={id} sx={{ overflowWrap: 'anywhere', maxWidth: '100%' }}>
        {resumo && !aberto ? resumo : texto}
      </Box>
      {resumo && (
        <Button size="small" aria-expanded={aberto} aria-controls={id} onClick={() => setAberto((a) => !a)} sx={{ px: 0.5, minWidth: 0 }}>
          {aberto ? 'Mostrar menos' : 'Mostrar tudo'}
        </Button>
      )}
    </Box>
  );
}
