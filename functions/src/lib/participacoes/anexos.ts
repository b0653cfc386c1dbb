import { createHash } from 'node:crypto';
import type { Anexo } from '@emc/shared/participacao';
import { ANEXO } from '@emc/shared/status';
import { detectAnexoTipo } from '@emc/shared/anexo-tipo';
import { safeFileName } from '@emc/shared/text';
import { assertCanActForMedico } from '../access';
import { anexoItem, getAnexo, type AnexoItem } from '../db/anexos';
import type { Db } from '../db/client';
import { getParticipacao } from '../db/participacoes';
import { withRetry } from '../db/transactions';
import { ValidationError, forbidden, notFound, payloadTooLarge } from '../errors';
import { now as clockNow } from '../clock';
import { newId } from '../ids';
import type { MultipartFile } from '../multipart';
import type { Principal } from '../principal';
import { apagarObjetos, putObject } from '../s3';
import { ownParticipacao } from './service';
import { commitChange } from './store';
import { ARQUIVO_VAZIO, NAO_ENCONTRADO } from '@emc/shared/messages';

/** The uploaded file, checked: one part named `file`, not empty, within 4 MB, and PDF, JPEG or PNG by its bytes. */
function checkedFile(files: MultipartFile[], idUsuario: string, p: Principal) {
  if (idUsuario !== p.idUsuario) throw forbidden('O usuário informado não corresponde ao usuário autenticado.');
  const file = files.find((f) => f.field === 'file');
  if (!file || files.length !== 1) throw ValidationError.field('file', 'Envie exatamente um arquivo no campo "file".');
  if (file.data.length === 0) throw ValidationError.field('file', ARQUIVO_VAZIO);
  if (file.data.length > ANEXO.maxBytes) throw payloadTooLarge();
  // The real type from its first bytes; the name and the declared Content-Type are not trusted.
  const type = detectAnexoTipo(file.data);
  if (!type) throw ValidationError.field('file', 'Envie um PDF, JPEG ou PNG.');
  return { data: file.data, type, sha256: createHash('sha256').update(file.data).digest('hex') };
}

const summary = (a: AnexoItem): Anexo & { key: string } => ({ id: a.id, nomeOriginal: a.nomeOriginal, tipo: a.tipo, tamanho: a.tamanho, criadoEm: a.criadoEm, key: a.key });

/** Adds a certificate to a participation the caller owns (status 1 or 4, at most 5). */
export async function adicionarAnexo(db: Db, p: Principal, input: { idParticipacao: string; idUsuario: string; nomeOriginal: string }, files: MultipartFile[]): Promise<Anexo> {
  const { data, type, sha256 } = checkedFile(files, input.idUsuario, p);
  const first = await ownParticipacao(db, p, input.idParticipacao, 'anexar');
  if (first.anexos.length >= ANEXO.maxPorParticipacao) throw ValidationError.field('file', `Uma participação pode ter no máximo ${ANEXO.maxPorParticipacao} comprovantes.`);
  const id = newId();
  const key = `anexos/${first.id}/${id}`;
  await putObject(key, data, type);
  const anexo: AnexoItem = { id, idParticipacao: first.id, idMedico: first.idMedico, key, nomeOriginal: safeFileName(input.nomeOriginal, type), tipo: type, tamanho: data.length, criadoEm: clockNow().toISOString(), sha256 };
  try {
    await withRetry(async () => {
      const before = await ownParticipacao(db, p, input.idParticipacao, 'anexar');
      if (before.anexos.length >= ANEXO.maxPorParticipacao) throw ValidationError.field('file', `Uma participação pode ter no máximo ${ANEXO.maxPorParticipacao} comprovantes.`);
      const after = { ...before, anexos: [...before.anexos, summary(anexo)], anexosVersao: (before.anexosVersao ?? 0) + 1 };
      await commitChange(db, before, after, [{ Put: { TableName: db.table, Item: anexoItem(anexo), ConditionExpression: 'attribute_not_exists(pk)' } }]);
    });
  } catch (error) {
    await apagarObjetos([key]);
    throw error;
  }
  const { key: _k, idParticipacao: _p, idMedico: _m, sha256: _h, ...out } = anexo;
  return out;
}

/** Replaces a certificate's file on a participation the caller owns. */
export async function substituirAnexo(db: Db, p: Principal, input: { id: string; idUsuario: string; nomeOriginal: string }, files: MultipartFile[]): Promise<Anexo> {
  const { data, type, sha256 } = checkedFile(files, input.idUsuario, p);
  const old = await getAnexo(db, input.id);
  if (!old) throw notFound(NAO_ENCONTRADO.comprovante);
  const dona = await ownParticipacao(db, p, old.idParticipacao, 'anexar');
  const key = `anexos/${old.idParticipacao}/${newId()}`;
  await putObject(key, data, type);
  const anexo: AnexoItem = { id: old.id, idParticipacao: old.idParticipacao, idMedico: dona.idMedico, key, nomeOriginal: safeFileName(input.nomeOriginal, type), tipo: type, tamanho: data.length, criadoEm: clockNow().toISOString(), sha256 };
  let substituida: string;
  try {
    // The file this commit replaces: a concurrent replace may have put its own since `old` was read.
    substituida = await withRetry(async () => {
      const before = await ownParticipacao(db, p, old.idParticipacao, 'anexar');
      const atual = before.anexos.find((a) => a.id === old.id);
      if (!atual) throw notFound(NAO_ENCONTRADO.comprovante);
      const after = { ...before, anexos: before.anexos.map((a) => (a.id === old.id ? summary(anexo) : a)), anexosVersao: (before.anexosVersao ?? 0) + 1 };
      await commitChange(db, before, after, [{ Put: { TableName: db.table, Item: anexoItem(anexo) } }]);
      return atual.key;
    });
  } catch (error) {
    await apagarObjetos([key]);
    throw error;
  }
  await apagarObjetos([substituida]);
  const { key: _k, idParticipacao: _p, idMedico: _m, sha256: _h, ...out } = anexo;
  return out;
}

/**
 * The attachment and its key, when the caller may read its participation: the record names the
 * doctor (it is deleted with its participation, in one transaction), so it is one read; a record
 * from before it had `idMedico` reads its participation.
 */
export async function anexoParaDownload(db: Db, p: Principal, id: string): Promise<AnexoItem> {
  const anexo = await getAnexo(db, id);
  if (!anexo) throw notFound(NAO_ENCONTRADO.comprovante);
  let { idMedico } = anexo;
  if (idMedico === undefined) {
    const part = await getParticipacao(db, anexo.idParticipacao);
    if (!part) throw notFound(NAO_ENCONTRADO.comprovante);
    idMedico = part.idMedico;
  }
  await assertCanActForMedico(db, p, idMedico);
  return anexo;
}

