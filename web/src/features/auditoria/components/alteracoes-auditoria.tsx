import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AlteracaoAuditoria } from '@emc/shared/auditoria';
import { useId, useState } from 'react';
import { formatarValor, LIMITE_RESUMO, resumir } from './valor-auditoria';

/** How many changes a collapsed entry shows. */
export const ALTERACOES_VISIVEIS = 3;

interface Linha {
  campo: string;
  antes: string;
  depois: string;
}

const linhaDe = (a: AlteracaoAuditoria): Linha => ({ campo: a.campo, antes: formatarValor(a.antes), depois: formatarValor(a.depois) });

/**
 * The changed fields of one entry, one per line: "campo: antes → depois". A long entry (more than
 * three fields, or a long value) starts collapsed: its first fields, long values cut, and a button
 * that shows everything.
 */
export function AlteracoesAuditoria({ alteracoes }: { alteracoes: readonly AlteracaoAuditoria[] }) {
  const id = useId();
  const [aberto, setAberto] = useState(false);
  if (alteracoes.length === 0) {
    return (
      <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
        Sem campos alterados.
      </Typography>
    );
  }
  const linhas = alteracoes.map(linhaDe);
  const longa = linhas.length > ALTERACOES_VISIVEIS || linhas.some((l) => l.antes.length > LIMITE_RESUMO || l.depois.length > LIMITE_RESUMO);
  const resumida = longa && !aberto;
  const visiveis = resumida ? linhas.slice(0, ALTERACOES_VISIVEIS) : linhas;
  const valor = (v: string) => (resumida ? resumir(v) : v);

  return (
    <Box sx={{ minWidth: 0 }}>
      <Box component="ul" id={`${id}-lista`} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
        {visiveis.map((l, i) => (
          <Typography key={`${l.campo}-${i}`} component="li" variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {l.campo}
            </Box>
            : {valor(l.antes)} → {valor(l.depois)}
          </Typography>
        ))}
      </Box>
      {longa && (
        <Button size="small" aria-expanded={aberto} aria-controls={`${id}-lista`} onClick={() => setAberto((a) => !a)} sx={{ mt: 0.5, ml: -1 }}>
          {aberto ? 'Mostrar menos' : `Mostrar tudo (${linhas.length} ${linhas.length === 1 ? 'campo' : 'campos'})`}
        </Button>
      )}
    </Box>
  );
}
