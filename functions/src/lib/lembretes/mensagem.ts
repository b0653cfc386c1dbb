import { prazoDeRegistro } from './selecao';
import { RODAPE_AUTOMATICO } from '../email-texto';

/**
 * The reminder's e-mail (decisions.md "Reminders"), plain text like the decisions' and the
 * invitations' (lib/notificacoes.ts, lib/convites.ts): the doctor's approved total, the meta, what
 * is missing, the deadline for registering, a link to the doctor's home, and how to stop them.
 */
export interface DadosDoLembrete {
  nome: string;
  ciclo: number;
  anoDoCiclo: number;
  totalPontos: number;
  meta: number;
}

const linha = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();
const numero = (n: number) => String(Math.round(n * 100) / 100).replace('.', ',');
const dataBr = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** The doctor's home in the app, where participations are registered. */
export const linkDoInicio = (appUrl: string) => `${appUrl.replace(/\/+$/, '')}/participacao-medico/home`;

export function mensagemDoLembrete(d: DadosDoLembrete, appUrl: string): { assunto: string; texto: string } {
  const faltam = Math.max(0, d.meta - d.totalPontos);
  const texto = [
    `Olá, ${linha(d.nome)}.`,
    '',
    `Este é um lembrete do Programa de Educação Médica Continuada (EMC) do hospital sobre o ${d.ciclo}º ciclo (${d.anoDoCiclo}).`,
    '',
    `Seus créditos aprovados no ciclo: ${numero(d.totalPontos)}`,
    `Meta do ciclo: ${numero(d.meta)}`,
    `Faltam: ${numero(faltam)} ${faltam === 1 ? 'crédito' : 'créditos'}`,
    '',
    `Você pode registrar as participações deste ciclo até ${dataBr(prazoDeRegistro(d.anoDoCiclo))}. Só os créditos aprovados pela coordenação contam para a meta; registre com antecedência para que haja tempo de análise.`,
    '',
    `Registre suas participações: ${linkDoInicio(appUrl)}`,
    '',
    'Para não receber mais estes lembretes, desligue os lembretes de prazo por e-mail em Perfil, no sistema do Programa de EMC.',
    '',
    RODAPE_AUTOMATICO,
  ].join('\n');
  return { assunto: `Lembrete: faltam ${numero(faltam)} ${faltam === 1 ? 'crédito' : 'créditos'} para a meta do ${d.ciclo}º ciclo`, texto };
}
