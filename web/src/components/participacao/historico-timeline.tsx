import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { HistoricoEntrada } from '@emc/shared/participacao';
import { STATUS_NOME, type StatusCode } from '@emc/shared/status';
import { formatDateTime } from '@/lib/format';

const DOT: Record<StatusCode, string> = { 1: 'info.main', 2: 'success.main', 3: 'error.main', 4: 'warning.main' };

/** "Pendente → Aprovada", or just "Pendente" for the registration. */
export function transicao(entrada: Pick<HistoricoEntrada, 'de' | 'para'>): string {
  const para = STATUS_NOME[entrada.para] ?? String(entrada.para);
  return entrada.de === null || entrada.de === undefined ? para : `${STATUS_NOME[entrada.de] ?? entrada.de} → ${para}`;
}

/** The status history as a vertical timeline, oldest first. */
export function HistoricoTimeline({ historico }: { historico: readonly HistoricoEntrada[] }) {
  if (historico.length === 0) {
    return (
      <Typography component="p" sx={{ color: 'text.secondary' }}>
        Nenhum registro no histórico.
      </Typography>
    );
  }
  return (
    <Box component="ol" aria-label="Histórico de status" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {historico.map((h, i) => (
        <Box
          component="li"
          key={`${h.em}-${i}`}
          sx={{ position: 'relative', pl: 4, pb: i === historico.length - 1 ? 0 : 2.5 }}
        >
          {/* the line and the dot */}
          {i < historico.length - 1 && (
            <Box aria-hidden sx={{ position: 'absolute', left: 7, top: 18, bottom: 0, width: 2, bgcolor: 'divider' }} />
          )}
          <Box
            aria-hidden
            sx={{ position: 'absolute', left: 0, top: 4, width: 16, height: 16, borderRadius: '50%', border: 3, borderColor: DOT[h.para] ?? 'grey.500', bgcolor: 'background.paper' }}
          />
          <Typography component="p" variant="subtitle2">
            {transicao(h)}
          </Typography>
          <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
            <time dateTime={h.em}>{formatDateTime(h.em)}</time>
            {h.por && ` · por ${h.por}`}
            {h.emNomeDe && ` em nome de ${h.emNomeDe}`}
          </Typography>
          {h.texto && (
            <Typography component="p" variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
              {h.texto}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
