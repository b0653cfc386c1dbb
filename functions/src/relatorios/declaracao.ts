import { randomUUID } from 'node:crypto';
import { DECLARACAO_MSG, LINK_VALIDADE_S, PDF_TYPE, RELATORIOS_PREFIX, declaracaoArquivo, verificarPath } from '@emc/shared/relatorios';
import { assertCanActForMedico } from '../lib/access';
import { DEFAULT_META, currentCiclo, yearOfCiclo } from '../lib/ciclo';
import { now } from '../lib/clock';
import { getCicloMetas } from '../lib/db/ciclos';
import type { Db } from '../lib/db/client';
import { getMedicoCicloAggs } from '../lib/db/contadores';
import { novoCodigo, putDeclaracao } from '../lib/db/declaracoes';
import { getMedico } from '../lib/db/medicos';
import { participacoesDoCiclo } from '../lib/db/participacoes';
import { nonEmpty, readEnv } from '../lib/env';
import { AppError, ValidationError, notFound } from '../lib/errors';
import type { ActionInput, RouteOf } from '../lib/http';
import type { Principal } from '../lib/principal';
import { presignDownload, putObject } from '../lib/s3';
import { declaracaoPdf } from './declaracao-pdf';
import { CICLO_INVALIDO } from '@emc/shared/messages';

/** Read when first needed, so the group's other routes load without them. */
let settings: { HOSPITAL_NAME: string; APP_URL: string } | undefined;
const declaracaoSettings = () => (settings ??= readEnv({ HOSPITAL_NAME: nonEmpty, APP_URL: nonEmpty }));

/** Codes drawn before giving up: a collision of 60 random bits is astronomically unlikely, two in a row never. */
const TENTATIVAS = 3;

/**
 * GET /api/medico/declaracao/{idMedico}?ciclo= (the doctor, a linked secretary or an administrator;
 * default: the current cycle): the credit statement's PDF, stored under relatorios/{uuid}/ and
 * recorded as DECLARACAO#{codigo} before the presigned link is answered. Reads the doctor, the
 * cycle's approved participations (byMedicoStatus S#2, begins_with C#{nnn}#, then BatchGetItem), the
 * doctor's counters of the cycle (the total, as the sidebar shows it) and the cycle's goal.
 */
export async function declaracao(input: ActionInput<RouteOf<'relatorios.declaracao'>>, p: Principal, { db }: { db: Db }): Promise<string> {
  const { idMedico } = input.params;
  await assertCanActForMedico(db, p, idMedico);
  const atual = currentCiclo();
  const ciclo = input.query.ciclo ?? atual;
  if (ciclo > atual) throw ValidationError.field('query.ciclo', CICLO_INVALIDO);

  const [medico, aprovadas, aggs, metas] = await Promise.all([
    getMedico(db, idMedico),
    participacoesDoCiclo(db, idMedico, ciclo, [2]),
    getMedicoCicloAggs(db, idMedico, [ciclo]),
    getCicloMetas(db, [ciclo], DEFAULT_META),
  ]);
  if (!medico) throw notFound(DECLARACAO_MSG.medicoNaoEncontrado);
  aprovadas.sort((a, b) => a.dataInicio.localeCompare(b.dataInicio) || a.dataFim.localeCompare(b.dataFim) || a.titulo.localeCompare(b.titulo, 'pt-BR'));
  const totalPontos = aggs.get(ciclo)?.pontos ?? 0;
  const metaPontos = metas.get(ciclo)!;
  const { HOSPITAL_NAME, APP_URL } = declaracaoSettings();
  const arquivo = declaracaoArquivo(ciclo);
  const emitidaEm = now();

  for (let tentativa = 0; tentativa < TENTATIVAS; tentativa++) {
    const codigo = novoCodigo();
    const pdf = await declaracaoPdf({
      hospital: HOSPITAL_NAME,
      nome: medico.nome,
      crm: medico.crm,
      ciclo,
      ano: yearOfCiclo(ciclo),
      participacoes: aprovadas.map((a) => ({ titulo: a.titulo, categoria: a.categoria, dataInicio: a.dataInicio, dataFim: a.dataFim, credito: a.credito })),
      totalPontos,
      metaPontos,
      codigo,
      url: `${APP_URL.replace(/\/+$/, '')}${verificarPath(codigo)}`,
      emitidaEm,
    });
    const key = `${RELATORIOS_PREFIX}${randomUUID()}/${arquivo}`;
    await putObject(key, Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength), PDF_TYPE, { fileName: arquivo });
    const registrada = await putDeclaracao(db, {
      codigo,
      idMedico,
      nome: medico.nome,
      crm: medico.crm,
      ciclo,
      totalPontos,
      metaPontos,
      emitidaEm: emitidaEm.toISOString(),
      emitidaPor: p.idUsuario,
      key,
    });
    if (registrada) return presignDownload(key, arquivo, PDF_TYPE, LINK_VALIDADE_S);
  }
  throw new AppError(503, 'Não foi possível emitir a declaração. Tente novamente.');
}
