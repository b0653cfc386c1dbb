import { createHash, randomUUID } from 'node:crypto';
import { DECLARACAO_MSG, LINK_VALIDADE_S, PDF_TYPE, RELATORIOS_PREFIX, declaracaoArquivo, verificarPath } from '@emc/shared/relatorios';
import { assertCanActForMedico } from '../lib/access';
import { DEFAULT_META, currentCiclo, todayInSaoPaulo, yearOfCiclo } from '../lib/ciclo';
import { now } from '../lib/clock';
import { getCicloMetas } from '../lib/db/ciclos';
import type { Db } from '../lib/db/client';
import { getMedicoCicloAgg } from '../lib/db/contadores';
import { getDeclaracaoDoCiclo, novoCodigo, pdfGravado, registrarDeclaracao, soltarPdf, tomarPdf, type DeclaracaoDoCiclo } from '../lib/db/declaracoes';
import { getMedico } from '../lib/db/medicos';
import { participacoesDoCiclo, type ParticipacaoItem } from '../lib/db/participacoes';
import { nonEmpty, readEnv } from '../lib/env';
import { AppError, ValidationError, notFound } from '../lib/errors';
import type { ActionInput, RouteOf } from '../lib/http';
import { logger } from '../lib/logger';
import type { Principal } from '../lib/principal';
import { presignDownload, putObject } from '../lib/s3';
import { declaracaoPdf } from './declaracao-pdf';
import { CICLO_INVALIDO } from '@emc/shared/messages';

/** Read when first needed, so the group's other routes load without them. */
let settings: { HOSPITAL_NAME: string; APP_URL: string } | undefined;
const declaracaoSettings = () => (settings ??= readEnv({ HOSPITAL_NAME: nonEmpty, APP_URL: nonEmpty }));

/**
 * A statement's record keeps its code verifiable for 5 full years after the year it was issued (so at
 * least 5 years after its cycle ended): a specialist title's recertification looks back 5 years.
 */
export const RETENCAO_ANOS = 5;

/** Reads of the approvals until they agree with the doctor's counter (the index lags the table by milliseconds). */
const LEITURAS = 8;
/** How long a request that took the PDF's writing may take before another takes it over. */
const GERACAO_MS = 10_000;
/** How long a request waits for another's PDF (or for a contended record) before answering 503. */
const ESPERA_MS = 15_000;
/** A stored PDF is answered while younger than this: `relatorios/` expires after 7 days, and the link lives 15 minutes. */
const PDF_VALIDO_MS = 6 * 24 * 3_600_000;

const round2 = (n: number) => Math.round(n * 100) / 100;
const pausa = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What a statement states: the same content is the same statement (one code). */
interface Conteudo {
  nome: string;
  crm: string;
  ciclo: number;
  participacoes: { titulo: string; categoria: string; dataInicio: string; dataFim: string; credito: number }[];
  totalPontos: number;
  metaPontos: number;
}

/** SHA-256 of the content as canonical JSON: arrays in a fixed order, items in the order they are printed. */
const hashDe = (c: Conteudo) =>
  createHash('sha256')
    .update(JSON.stringify([c.nome, c.crm, c.ciclo, c.participacoes.map((p) => [p.titulo, p.categoria, p.dataInicio, p.dataFim, p.credito]), c.totalPontos, c.metaPontos]))
    .digest('hex');

const porData = (a: Conteudo['participacoes'][number], b: Conteudo['participacoes'][number]) =>
  a.dataInicio.localeCompare(b.dataInicio) ||
  a.dataFim.localeCompare(b.dataFim) ||
  a.titulo.localeCompare(b.titulo, 'pt-BR') ||
  (a.titulo < b.titulo ? -1 : a.titulo > b.titulo ? 1 : 0) ||
  a.categoria.localeCompare(b.categoria) ||
  a.credito - b.credito;

/**
 * The cycle's approved participations and their total, exactly: the items read (index, then each one
 * strongly consistent) count and add up to what the doctor's counter says, and the counter did not move
 * while they were read (its `versao`, which every change of the doctor's cycle increments). The counter
 * holds the sum of the approved items' `credito`, caps already applied (participacoes/aggregates.ts), so
 * only an index that has not caught up yet (or drift, which `npm run verificar` lists) keeps them apart.
 */
async function aprovadasConferidas(db: Db, idMedico: string, ciclo: number): Promise<{ aprovadas: ParticipacaoItem[]; totalPontos: number }> {
  for (let leitura = 1; ; leitura++) {
    const [antes, lidas] = await Promise.all([getMedicoCicloAgg(db, idMedico, ciclo), participacoesDoCiclo(db, idMedico, ciclo, [2], { consistent: true })]);
    const depois = await getMedicoCicloAgg(db, idMedico, ciclo);
    const aprovadas = lidas.filter((p) => p.status === 2 && p.ciclo === ciclo);
    const soma = round2(aprovadas.reduce((s, p) => s + p.credito, 0));
    const contador = { aprovados: Number(depois.aprovados ?? 0), pontos: round2(Number(depois.pontos ?? 0)) };
    const estavel = antes.versao === depois.versao;
    if (estavel && aprovadas.length === contador.aprovados && soma === contador.pontos) return { aprovadas, totalPontos: soma };
    if (leitura >= LEITURAS) {
      const detalhe = { idMedico, ciclo, itens: aprovadas.length, soma, ...contador };
      // Still apart with a counter that did not move: an index far behind, or drift (`npm run verificar` lists it).
      if (estavel) logger.error('Declaração: o contador do ciclo diverge das participações aprovadas', detalhe);
      else logger.warn('Declaração: participações alteradas durante a leitura', detalhe);
      throw new AppError(503, DECLARACAO_MSG.emAtualizacao);
    }
    await pausa(Math.min(40 * leitura, 250));
  }
}

/** When the table's TTL removes a statement issued at `emitidaEm` (epoch seconds): 1 January, São Paulo, RETENCAO_ANOS + 1 years after its year. */
function expiraEmDe(emitidaEm: Date): number {
  const ano = Number(todayInSaoPaulo(emitidaEm).slice(0, 4));
  const fim = Date.parse(`${ano + RETENCAO_ANOS + 1}-01-01T00:00:00-03:00`);
  // TTLs run on real time; the local stack's business clock may be shifted from it.
  return Math.round((fim - (emitidaEm.getTime() - Date.now())) / 1000);
}

/**
 * GET /api/medico/declaracao/{idMedico}?ciclo= (the doctor, a linked secretary or an administrator;
 * default: the current cycle): a presigned link to the credit statement's PDF. One statement per
 * content (decisions.md, "Integrity rules"): while the doctor's name and CRM, the cycle, its approved
 * participations, the total and the goal are unchanged, every call answers the same statement (code,
 * issue instant, PDF); new content is a new statement, recorded as DECLARACAO#{codigo} before its PDF
 * is written. A PDF about to expire (`relatorios/`) is written again, with the same code and date.
 */
export async function declaracao(input: ActionInput<RouteOf<'relatorios.declaracao'>>, p: Principal, { db }: { db: Db }): Promise<string> {
  const { idMedico } = input.params;
  await assertCanActForMedico(db, p, idMedico);
  const atual = currentCiclo();
  const ciclo = input.query.ciclo ?? atual;
  if (ciclo > atual) throw ValidationError.field('query.ciclo', CICLO_INVALIDO);

  const [medico, { aprovadas, totalPontos }, metas] = await Promise.all([getMedico(db, idMedico), aprovadasConferidas(db, idMedico, ciclo), getCicloMetas(db, [ciclo], DEFAULT_META)]);
  if (!medico) throw notFound(DECLARACAO_MSG.medicoNaoEncontrado);
  const conteudo: Conteudo = {
    nome: medico.nome,
    crm: medico.crm,
    ciclo,
    participacoes: aprovadas.map((a) => ({ titulo: a.titulo, categoria: a.categoria, dataInicio: a.dataInicio, dataFim: a.dataFim, credito: a.credito })).sort(porData),
    totalPontos,
    metaPontos: metas.get(ciclo)!,
  };
  const hash = hashDe(conteudo);
  const arquivo = declaracaoArquivo(ciclo);
  const novaKey = () => `${RELATORIOS_PREFIX}${randomUUID()}/${arquivo}`;

  const inicio = Date.now();
  for (let volta = 1; ; volta++) {
    const lida = await getDeclaracaoDoCiclo(db, idMedico, ciclo);
    const vigente = lida && lida.expiraEm * 1000 > Date.now() ? lida : undefined;
    if (vigente?.hash === hash) {
      if (vigente.pdfEm !== undefined && Date.now() - vigente.pdfEm < PDF_VALIDO_MS) return presignDownload(vigente.key, arquivo, PDF_TYPE, LINK_VALIDADE_S);
      // No PDF yet, or one about to expire, and nobody writing it: this request writes it.
      if ((vigente.gerandoAte ?? 0) <= Date.now()) {
        const key = novaKey();
        if (await tomarPdf(db, vigente, key, Date.now() + GERACAO_MS)) return escreverPdf(db, conteudo, { ...vigente, key });
      }
    } else {
      const emitidaEm = now();
      const nova = { idMedico, ciclo, codigo: novoCodigo(), hash, emitidaEm: emitidaEm.toISOString(), expiraEm: expiraEmDe(emitidaEm), key: novaKey() };
      const registro = { ...nova, nome: conteudo.nome, crm: conteudo.crm, totalPontos, metaPontos: conteudo.metaPontos, emitidaPor: p.idUsuario };
      if (await registrarDeclaracao(db, lida, registro, { key: nova.key, gerandoAte: Date.now() + GERACAO_MS })) return escreverPdf(db, conteudo, nova);
    }
    // Another request is writing this statement's PDF, or recorded a statement first: read it again.
    if (Date.now() - inicio > ESPERA_MS) throw new AppError(503, DECLARACAO_MSG.emGeracao);
    await pausa(Math.min(25 * volta, 250));
  }
}

/** Writes the statement's PDF under `d.key`, marks it stored, and answers its link. */
async function escreverPdf(db: Db, c: Conteudo, d: Omit<DeclaracaoDoCiclo, 'pdfEm' | 'gerandoAte'>): Promise<string> {
  const { HOSPITAL_NAME, APP_URL } = declaracaoSettings();
  const arquivo = declaracaoArquivo(c.ciclo);
  try {
    const pdf = await declaracaoPdf({
      hospital: HOSPITAL_NAME,
      ...c,
      ano: yearOfCiclo(c.ciclo),
      codigo: d.codigo,
      url: `${APP_URL.replace(/\/+$/, '')}${verificarPath(d.codigo)}`,
      emitidaEm: new Date(d.emitidaEm),
    });
    await putObject(d.key, Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength), PDF_TYPE, { fileName: arquivo });
  } catch (error) {
    await soltarPdf(db, d).catch(() => false);
    throw error;
  }
  // A newer statement may have replaced this one meanwhile (nothing marked): this one stays true and verifiable.
  await pdfGravado(db, d, Date.now());
  return presignDownload(d.key, arquivo, PDF_TYPE, LINK_VALIDADE_S);
}
