import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { DesempenhoMedico } from '@emc/shared/medico';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { useErrorDialog } from '@/components/feedback/error-dialog';
import { errorMessages } from '@/lib/api-client';
import { formatNumber, formatPercent } from '@/lib/format';
import type { ViewedMedico } from '@/lib/auth/view-state';
import { useRoute } from '@/lib/use-route';
import { VALOR_COR } from '@/lib/valor';
import { AnelCompacto } from './anel-compacto';
import { COMPACT_RADIUS, GAUGE_RADIUS, metaDe, textoFaltam, textoProjecao } from './desempenho-metrics';

/** Chart code in its own chunk, fetched only when the panel has data to draw. */
const DesempenhoGauge = lazy(async () => ({ default: (await import('./desempenho-gauge')).DesempenhoGauge }));

function GaugeFallback() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      {/* The gauge's own box (radius × 2 + 8), so nothing moves when it arrives. */}
      <Skeleton variant="circular" width={GAUGE_RADIUS * 2 + 8} height={GAUGE_RADIUS * 2 + 8} />
    </Box>
  );
}

function Linha({ label, pontos, percentual, cor }: { label: string; pontos: number; percentual?: number; cor?: string }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'baseline', gap: 1, py: 0.25 }}>
      {cor && <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: cor, flexShrink: 0, alignSelf: 'center' }} />}
      <Typography component="span" variant="body2" sx={{ flexGrow: 1 }}>
        {label}
      </Typography>
      <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
        {formatNumber(pontos)}
      </Typography>
      {percentual !== undefined && (
        <Typography component="span" variant="caption" sx={{ color: 'text.secondary', minWidth: 48, textAlign: 'right' }}>
          {formatPercent(percentual)}
        </Typography>
      )}
    </Box>
  );
}

function Contagem({ label, valor }: { label: string; valor: number }) {
  // dt before dd in the markup; the number is shown on top.
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column-reverse', alignItems: 'center', p: 1, borderRadius: 2, bgcolor: 'grey.50', border: 1, borderColor: 'divider' }}
    >
      <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: 20, lineHeight: 1.2 }}>
        {formatNumber(valor)}
      </Typography>
    </Box>
  );
}

/** The projection toward the goal, under the credits still missing (nothing when the answer has none). */
function Projecao({ d, centro = false }: { d: DesempenhoMedico; centro?: boolean }) {
  const texto = textoProjecao(d.projecao);
  if (!texto) return null;
  return (
    <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mt: 0.5, textAlign: centro ? 'center' : 'left' }}>
      {texto}
    </Typography>
  );
}

function Subtitulo({ children }: { children: ReactNode }) {
  return (
    <Typography component="h3" variant="subtitle2" sx={{ mt: 2, mb: 0.5 }}>
      {children}
    </Typography>
  );
}

function Resumo({ d }: { d: DesempenhoMedico }) {
  const meta = metaDe(d);
  return (
    <>
      <Typography component="p" variant="overline" sx={{ color: 'text.secondary', display: 'block', textAlign: 'center' }}>
        Ciclo {d.cicloAtual}
      </Typography>
      <Suspense fallback={<GaugeFallback />}>
        <DesempenhoGauge total={d.totalPontos} meta={meta} />
      </Suspense>
      <Typography
        component="p"
        role="status"
        sx={{ textAlign: 'center', fontWeight: 600, mt: 1, color: d.totalPontos >= meta ? 'success.main' : 'text.primary' }}
      >
        {textoFaltam(d)}
      </Typography>
      <Projecao d={d} centro />
      <Divider sx={{ mt: 2 }} />
      <Detalhes d={d} />
    </>
  );
}

/** Points by value, Gestão and Publicações, and the counts: below the ring, or expanded on a phone. */
function Detalhes({ d }: { d: DesempenhoMedico }) {
  return (
    <>
      <Subtitulo>Pontos por valor</Subtitulo>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        <Linha label="Alto valor" pontos={d.altaRelevanciaPontos} percentual={d.altaRelevanciaPercentual} cor={VALOR_COR.alto} />
        <Linha label="Médio valor" pontos={d.mediaRelevanciaPontos} percentual={d.mediaRelevanciaPercentual} cor={VALOR_COR.medio} />
        <Linha label="Baixo valor" pontos={d.baixaRelevanciaPontos} percentual={d.baixaRelevanciaPercentual} cor={VALOR_COR.baixo} />
      </Box>
      <Subtitulo>Outras categorias</Subtitulo>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        <Linha label="Gestão" pontos={d.gestaoPontos} percentual={d.gestaoPercentual} />
        <Linha label="Publicações" pontos={d.publicacaoPontos} percentual={d.publicacoesPercentual} />
      </Box>

      <Subtitulo>Participações no ciclo</Subtitulo>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, m: 0 }}>
        <Contagem label="Registros" valor={d.totalRegistros} />
        <Contagem label="Aprovadas" valor={d.totalAprovados} />
        <Contagem label="Reprovadas" valor={d.totalReprovados} />
        <Contagem label="Pendentes" valor={d.totalPendentes} />
      </Box>
    </>
  );
}

function ResumoSkeleton() {
  return (
    <Box role="status" aria-label="Carregando desempenho" aria-busy="true">
      <GaugeFallback />
      <Skeleton variant="text" sx={{ mt: 1 }} />
      <Skeleton variant="rounded" height={96} sx={{ mt: 2 }} />
      <Skeleton variant="rounded" height={110} sx={{ mt: 2 }} />
    </Box>
  );
}

/** The viewed doctor's numbers; a failed load opens the error dialog (spec section 8). */
function useDesempenhoComAviso(medico: ViewedMedico | null) {
  const result = useRoute('medico.desempenho', medico?.id ? { params: { id: medico.id } } : null);
  const errorDialog = useErrorDialog();
  const { error } = result;
  useEffect(() => {
    if (error) errorDialog.show(errorMessages(error));
  }, [error, errorDialog]);
  return result;
}

function FalhaAoCarregar({ onRetry }: { onRetry: () => void }) {
  return (
    <Box>
      <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
        Não foi possível carregar o seu desempenho.
      </Typography>
      <Button size="small" sx={{ mt: 1 }} onClick={onRetry}>
        Tentar novamente
      </Button>
    </Box>
  );
}

/**
 * Sidebar performance panel for the viewed doctor (GET /api/medico/desempenho/{id}): the progress
 * ring, the credits still missing and the projection toward the goal, points by value, Gestão and Publicações, and the counts.
 * A failed load opens the error dialog (spec section 8).
 */
export function DesempenhoPanel({ medico }: { medico: ViewedMedico | null }) {
  const { data, error, isLoading, mutate } = useDesempenhoComAviso(medico);

  return (
    <Card component="section" aria-labelledby="desempenho-panel-title">
      <CardContent>
        <Typography id="desempenho-panel-title" component="h2" variant="h6" sx={{ mb: 1 }}>
          Meu desempenho
        </Typography>
        {medico && (
          <>
            <Typography component="p" sx={{ fontWeight: 600 }} data-testid="desempenho-panel-nome">
              {medico.nome}
            </Typography>
            {medico.crm && (
              <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
                CRM {medico.crm}
              </Typography>
            )}
          </>
        )}
        <Box sx={{ mt: 1.5 }}>
          {data ? (
            <Resumo d={data} />
          ) : error ? (
            <FalhaAoCarregar onRetry={() => void mutate()} />
          ) : isLoading ? (
            <ResumoSkeleton />
          ) : (
            <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
              Nenhum médico selecionado.
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * The phone's summary of the same panel (below md, after the page's title and main action):
 * a small ring, the credits still missing and the projection; the rest expands on demand.
 */
export function DesempenhoResumoCompacto({ medico }: { medico: ViewedMedico | null }) {
  const { data, error, isLoading, mutate } = useDesempenhoComAviso(medico);
  const [aberto, setAberto] = useState(false);
  const detalhesId = useId();

  let corpo;
  if (data) {
    const meta = metaDe(data);
    corpo = (
      <>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <AnelCompacto total={data.totalPontos} meta={meta} />
          <Box sx={{ minWidth: 0 }}>
            <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
              Ciclo {data.cicloAtual} · {formatNumber(data.totalPontos)} de {formatNumber(meta)} créditos
            </Typography>
            <Typography component="p" role="status" sx={{ fontWeight: 600, color: data.totalPontos >= meta ? 'success.main' : 'text.primary' }}>
              {textoFaltam(data)}
            </Typography>
            <Projecao d={data} />
          </Box>
        </Box>
        <Button
          fullWidth
          aria-expanded={aberto}
          aria-controls={detalhesId}
          onClick={() => setAberto((a) => !a)}
          endIcon={<ExpandMore sx={{ transform: aberto ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />}
          sx={{ mt: 1, minHeight: 44 }}
        >
          {aberto ? 'Ocultar detalhes do desempenho' : 'Mostrar detalhes do desempenho'}
        </Button>
        <Collapse in={aberto} id={detalhesId} unmountOnExit>
          <Detalhes d={data} />
        </Collapse>
      </>
    );
  } else if (error) corpo = <FalhaAoCarregar onRetry={() => void mutate()} />;
  else if (isLoading)
    corpo = (
      <Box role="status" aria-label="Carregando desempenho" aria-busy="true">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Skeleton variant="circular" width={COMPACT_RADIUS * 2 + 8} height={COMPACT_RADIUS * 2 + 8} />
          <Box sx={{ flexGrow: 1 }}>
            <Skeleton variant="text" />
            <Skeleton variant="text" width="70%" />
          </Box>
        </Box>
        <Skeleton variant="rounded" height={44} sx={{ mt: 1 }} />
      </Box>
    );
  else
    corpo = (
      <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
        Nenhum médico selecionado.
      </Typography>
    );

  return (
    <Card component="section" aria-labelledby="desempenho-compacto-titulo">
      <CardContent sx={{ p: 2, '&:last-child': { pb: 1.5 } }}>
        <Typography id="desempenho-compacto-titulo" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          Meu desempenho
        </Typography>
        {corpo}
      </CardContent>
    </Card>
  );
}
