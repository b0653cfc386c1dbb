import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import { useParams } from 'react-router-dom';
import { useErrorDialog } from '@/components/feedback/error-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ForbiddenState } from '@/components/ui/forbidden-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { ApiError, errorMessages } from '@/lib/api-client';
import { hasRole } from '@/lib/auth/roles';
import { useSession } from '@/lib/auth/use-session';
import { idMedicoFor } from '@/lib/auth/view-state';
import { useRoute } from '@/lib/use-route';
import { LembretesSwitch } from '../components/lembretes-switch';
import { MeusDadosBotao } from '../components/meus-dados-botao';
import { perfilCampos } from '../components/perfil-campos';

export const SELECIONE_MEDICO = 'Selecione um médico para ver o perfil.';
export const DADOS_E_PREFERENCIAS = 'Dados e preferências';
export const meusDadosDescricao = (proprio: boolean) =>
  `Baixe em um arquivo JSON tudo o que o programa guarda sobre ${proprio ? 'você' : 'este médico'}: o perfil, as participações com o histórico de cada uma, links temporários para os certificados, os lembretes enviados e as mensagens de contato (LGPD).`;

/**
 * The doctor's profile, read-only (perfil/:idMedico?). Without the parameter: the viewed doctor,
 * or the token's own idMedico. A failed load opens the error dialog (spec section 8).
 */
export function PerfilPage() {
  const { idMedico: idMedicoParam } = useParams<{ idMedico?: string }>();
  const session = useSession();
  const idMedico = idMedicoParam || idMedicoFor(session) || undefined;
  const { data, error, isLoading, mutate } = useRoute('medico.perfil', idMedico ? { params: { id: idMedico } } : null);
  const errorDialog = useErrorDialog();
  const forbidden = error instanceof ApiError && error.status === 403;
  const descricaoId = useId();
  // "Meus dados" for the doctor, a linked secretary or an administrator; the reminders' choice is the
  // doctor's or a linked secretary's only (the server refuses an administrator's change).
  const proprio = !!data && !!session.claims?.idMedico && session.claims.idMedico === data.id && hasRole(session.claims, 'Medicos');
  const secretaria = hasRole(session.claims, 'Secretarias');
  const mostrarMeusDados = proprio || secretaria || hasRole(session.claims, 'Administradores');
  const mostrarLembretes = proprio || secretaria;

  useEffect(() => {
    if (error && !(error instanceof ApiError && error.status === 403)) errorDialog.show(errorMessages(error));
  }, [error, errorDialog]);

  let body;
  if (!idMedico) body = <EmptyState>{SELECIONE_MEDICO}</EmptyState>;
  else if (forbidden) body = <ForbiddenState />;
  else if (error && !data) body = <LoadError error={error} onRetry={() => void mutate()} title="Não foi possível carregar o perfil." />;
  else if (isLoading || !data)
    body = (
      <Box role="status" aria-label="Carregando perfil" aria-busy="true">
        <Skeleton variant="rounded" height={360} />
      </Box>
    );
  else
    body = (
      <SectionCard title="Dados do médico">
        <Box component="dl" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' }, m: 0 }}>
          {perfilCampos(data).map((campo) => (
            <Box key={campo.label} sx={{ minWidth: 0 }}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {campo.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
                {campo.value}
              </Typography>
            </Box>
          ))}
        </Box>
      </SectionCard>
    );
  const preferencias = data && !forbidden && mostrarMeusDados && (
    <SectionCard title={DADOS_E_PREFERENCIAS}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'center' }, gap: 2 }}>
          <Typography id={descricaoId} variant="body2" sx={{ flex: 1, color: 'text.secondary' }}>
            {meusDadosDescricao(proprio)}
          </Typography>
          <MeusDadosBotao idMedico={data.id} crm={data.crm} descricaoId={descricaoId} />
        </Box>
        {mostrarLembretes && (
          <>
            <Divider />
            <LembretesSwitch perfil={data} mutate={mutate} />
          </>
        )}
      </Box>
    </SectionCard>
  );

  return (
    <>
      <PageHeader title="Perfil" subtitle={data ? [data.nome, data.crm && `CRM ${data.crm}`].filter(Boolean).join(' · ') : undefined} />
      {body}
      {preferencias}
    </>
  );
}
