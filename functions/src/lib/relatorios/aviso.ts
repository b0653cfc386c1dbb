import { RELATORIOS, RELATORIOS_RETEM_DIAS, type TipoRelatorio } from '@emc/shared/relatorios';
import type { Solicitante } from '../db/tarefas';
import type { Db } from '../db/client';
import type { TxItem } from '../db/items';
import { saidaPut } from '../db/saida';
import { RODAPE_AUTOMATICO } from '../email-texto';
import { nonEmpty, readEnv } from '../env';

/**
 * The e-mail of a report job that is done, to the administrator who asked: an outbox item written
 * in the transaction that ends the job (lib/relatorios/tarefa.ts), its id the job's. It links to
 * Desempenho with the job (`/desempenho?relatorio={id}`), where the file is downloaded through a
 * link signed when asked for (15 minutes): a presigned link in an e-mail would expire before it is
 * read (and with the function's temporary credentials, within hours at most), while the file is
 * kept RELATORIOS_RETEM_DIAS days.
 */

let appUrl: string | undefined;
const appUrlAgora = () => (appUrl ??= readEnv({ APP_URL: nonEmpty }).APP_URL);

/** The page a report job's e-mail opens: Desempenho with the job's card. */
export const linkDaTarefaDeRelatorio = (app: string, id: string) => `${app.replace(/\/+$/, '')}/desempenho?relatorio=${encodeURIComponent(id)}`;

const milhar = new Intl.NumberFormat('pt-BR');

export interface RelatorioPronto {
  id: string;
  relatorio: TipoRelatorio;
  solicitante: Solicitante;
  /** What it is of: 'do Ciclo 19 (2026)', 'da área Cardiologia'. */
  sobre: string;
  linhas: number;
}

/** Subject and body of a finished report's e-mail. */
export function mensagemDoRelatorio(r: RelatorioPronto, app: string): { assunto: string; texto: string } {
  const { titulo, arquivo } = RELATORIOS[r.relatorio];
  return {
    assunto: `Relatório pronto: ${titulo}`,
    texto: [
      `Olá, ${r.solicitante.nome}.`,
      '',
      `O relatório "${titulo}" ${r.sobre} que você pediu em Desempenho está pronto: ${milhar.format(r.linhas)} ${r.linhas === 1 ? 'linha' : 'linhas'} na planilha ${arquivo}.`,
      '',
      `Baixe-o em: ${linkDaTarefaDeRelatorio(app, r.id)}`,
      '',
      `O arquivo fica disponível por ${RELATORIOS_RETEM_DIAS} dias; depois, gere-o de novo.`,
      '',
      RODAPE_AUTOMATICO,
    ].join('\n'),
  };
}

/** The outbox item of a finished report's e-mail, for the transaction that ends its job; none when the administrator has no e-mail. */
export function avisoDoRelatorio(db: Db, r: RelatorioPronto, agora: Date): TxItem | undefined {
  if (!r.solicitante.email) return undefined;
  return saidaPut(db, {
    id: r.id,
    tipo: 'relatorio',
    ref: { idTarefa: r.id },
    mensagem: { para: [r.solicitante.email], cc: [], ...mensagemDoRelatorio(r, appUrlAgora()) },
    criadaEm: agora.toISOString(),
  });
}
