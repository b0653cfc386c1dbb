import { DECLARACAO_MSG, normalizarCodigo, type DeclaracaoVerificada } from '@emc/shared/relatorios';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, apiRequest, errorMessages } from '@/lib/api-client';
import { formatDateTime, formatNumber } from '@/lib/format';
import { VerificacaoLayout } from '../components/verificacao-layout';

export const DECLARACAO_VALIDA = 'Declaração válida';
export const CONFIRA_CODIGO =
  'Confira o código impresso na declaração (12 letras e números, no formato XXXX-XXXX-XXXX) ou leia de novo o QR code.';
export const FALHA_VERIFICAR = 'Não foi possível verificar a declaração agora.';

type Estado =
  | { fase: 'carregando' }
  | { fase: 'valida'; declaracao: DeclaracaoVerificada }
  | { fase: 'nao-encontrada' }
  | { fase: 'erro'; mensagens: string[] };

/** A code that is not a statement's: unknown (404) or not a code at all (400). */
const naoEncontrada = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * /verificar/{codigo} (the statement's QR code): public, with no menu and no login; a signed-in user
 * stays here too. Shows the hospital, the title and only the statement's name, CRM, cycle, total and
 * issue date (São Paulo time); an unknown or malformed code says "Declaração não encontrada".
 */
export function VerificarPage() {
  const { codigo = '' } = useParams();
  const [estado, setEstado] = useState<Estado>({ fase: 'carregando' });
  const [tentativa, setTentativa] = useState(0);
  const foco = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    setEstado({ fase: 'carregando' });
    // A public route (no token is sent), read without swr: the page loads none (decisions.md).
    apiRequest('declaracao.verificar', { params: { codigo }, signal: controller.signal }).then(
      (declaracao) => setEstado({ fase: 'valida', declaracao }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setEstado(naoEncontrada(error) ? { fase: 'nao-encontrada' } : { fase: 'erro', mensagens: errorMessages(error) });
      },
    );
    return () => controller.abort();
  }, [codigo, tentativa]);

  // After "Tentar novamente" the focus goes to the answer, which replaces the button.
  useEffect(() => {
    if (tentativa > 0 && estado.fase !== 'carregando') foco.current?.focus();
  }, [estado.fase, tentativa]);

  const normalizado = normalizarCodigo(codigo);
  const codigoMostrado = normalizado.length > 40 ? `${normalizado.slice(0, 40)}…` : normalizado;

  return (
    <VerificacaoLayout>
      <p className="emc-verif__codigo">
        Código de verificação: <strong>{codigoMostrado || '—'}</strong>
      </p>
      <div ref={foco} className="emc-verif__estado" tabIndex={-1} aria-live="polite" aria-busy={estado.fase === 'carregando'}>
        {estado.fase === 'carregando' && (
          <p className="emc-verif__carregando">
            <Spinner label="Verificando a declaração" />
            Verificando a declaração…
          </p>
        )}
        {estado.fase === 'valida' && <Dados d={estado.declaracao} />}
        {estado.fase === 'nao-encontrada' && (
          <>
            <h2 className="emc-verif__selo emc-verif__selo--erro">
              <span className="emc-verif__marca" aria-hidden="true">
                ✕
              </span>
              {DECLARACAO_MSG.naoEncontrada}
            </h2>
            <p className="emc-verif__texto">{CONFIRA_CODIGO}</p>
          </>
        )}
        {estado.fase === 'erro' && (
          <>
            <h2 className="emc-verif__selo emc-verif__selo--erro">
              <span className="emc-verif__marca" aria-hidden="true">
                !
              </span>
              {FALHA_VERIFICAR}
            </h2>
            <p className="emc-verif__texto">{estado.mensagens.join(' ')}</p>
            <button type="button" className="emc-verif__botao" onClick={() => setTentativa((t) => t + 1)}>
              Tentar novamente
            </button>
          </>
        )}
      </div>
    </VerificacaoLayout>
  );
}

function Dados({ d }: { d: DeclaracaoVerificada }) {
  return (
    <>
      <h2 className="emc-verif__selo emc-verif__selo--ok">
        <span className="emc-verif__marca" aria-hidden="true">
          ✓
        </span>
        {DECLARACAO_VALIDA}
      </h2>
      <dl className="emc-verif__dados">
        <dt>Nome</dt>
        <dd>{d.nome}</dd>
        <dt>CRM</dt>
        <dd>{d.crm}</dd>
        <dt>Ciclo</dt>
        <dd>{d.ciclo}</dd>
        <dt>Total de créditos</dt>
        <dd>{formatNumber(d.totalPontos)}</dd>
        <dt>Emitida em</dt>
        <dd>{formatDateTime(d.emitidaEm)}</dd>
      </dl>
      <p className="emc-verif__texto">Os dados acima são os registrados pelo programa quando a declaração foi emitida.</p>
    </>
  );
}
