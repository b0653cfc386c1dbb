import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Anexo } from '@emc/shared/participacao';
import { api } from '../support/api';
import { domain } from '../support/direct';
import {
  FORBIDDEN,
  PDF,
  PNG,
  admin,
  baixarAnexo,
  criar,
  demoIds,
  getById,
  multipart,
  novoMedico,
  uniquePdf,
  updateAnexo,
  uploadAnexo,
  type NovoMedico,
} from '../support/participacoes';

type Ids = Awaited<ReturnType<typeof demoIds>>;

const MB4 = 4 * 1024 * 1024;
const VALIDATION = 'Ocorreu um erro de validação.';

let ids: Ids;
let outro: NovoMedico;

beforeAll(async () => {
  ids = await demoIds();
  outro = await novoMedico('Médico Alheio aos Anexos');
});

const anexosOf = async (token: string, id: string): Promise<Anexo[]> => (await getById(token, id)).data.anexos;

describe('POST /api/participacao_anexo/upload-anexo', () => {
  it('stores a real PDF under a server-chosen id, typed by its bytes, with a sanitized name', async () => {
    const part = await criar(ids.tokens.medico);
    const pdf = uniquePdf();
    // The declared type is not trusted: the bytes say PDF.
    const res = await uploadAnexo(ids.tokens.medico, part.id, { data: pdf, name: 'qualquer.bin', type: 'application/octet-stream' }, { nomeOriginal: 'Certificado <final>.PDF' });
    expect(res.status).toBe(200);
    const anexo = res.data as Anexo;
    expect(Object.keys(anexo).sort()).toEqual(['criadoEm', 'id', 'nomeOriginal', 'tamanho', 'tipo']);
    expect(anexo).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/), nomeOriginal: 'Certificado final.pdf', tipo: 'application/pdf', tamanho: pdf.length, criadoEm: expect.any(String) });
    expect(Math.abs(Date.parse(anexo.criadoEm) - Date.now())).toBeLessThan(60_000);
    expect(res.text).not.toContain('anexos/');

    const detail = await getById(ids.tokens.medico, part.id);
    expect(detail.data.anexos).toEqual([anexo]);
    // Adding a certificate is not an edit of the participation's fields.
    expect(detail.data.status).toBe(1);
  });

  it('types a PNG by its bytes, whatever its name says', async () => {
    const part = await criar(ids.tokens.medico);
    const res = await uploadAnexo(ids.tokens.medico, part.id, { data: PNG, name: 'foto.pdf', type: 'application/pdf' }, { nomeOriginal: 'foto do certificado.pdf' });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ tipo: 'image/png', nomeOriginal: 'foto do certificado.png', tamanho: PNG.length });
  });

  it('refuses an HTML file renamed .pdf', async () => {
    const part = await criar(ids.tokens.medico);
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const res = await uploadAnexo(ids.tokens.medico, part.id, { data: html, name: 'certificado.pdf', type: 'application/pdf' });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ title: VALIDATION, status: 400, errors: { file: ['Envie um PDF, JPEG ou PNG.'] } });
    expect(await anexosOf(ids.tokens.medico, part.id)).toEqual([]);
  });

  it('refuses an empty file', async () => {
    const part = await criar(ids.tokens.medico);
    const res = await uploadAnexo(ids.tokens.medico, part.id, { data: Buffer.alloc(0), name: 'vazio.pdf' });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ title: VALIDATION, status: 400, errors: { file: ['O arquivo está vazio.'] } });
  });

  it('refuses 4 MB + 1 byte with 413, and accepts exactly 4 MB', async () => {
    const part = await criar(ids.tokens.medico);
    const big = Buffer.alloc(MB4 + 1, 0x20);
    PDF.copy(big);
    const res = await uploadAnexo(ids.tokens.medico, part.id, { data: big, name: 'grande.pdf' });
    expect(res.status).toBe(413);
    expect(res.data).toEqual({ title: 'O arquivo excede o limite de 4 MB.', status: 413 });
    expect(await anexosOf(ids.tokens.medico, part.id)).toEqual([]);

    const exact = big.subarray(0, MB4);
    const ok = await uploadAnexo(ids.tokens.medico, part.id, { data: exact, name: 'limite.pdf' });
    expect(ok.status).toBe(200);
    expect(ok.data.tamanho).toBe(MB4);
  });

  it('refuses a 6th attachment', async () => {
    const part = await criar(ids.tokens.medico);
    for (let i = 0; i < 5; i++) expect((await uploadAnexo(ids.tokens.medico, part.id, { data: uniquePdf(), name: `c${i}.pdf` })).status).toBe(200);
    const sixth = await uploadAnexo(ids.tokens.medico, part.id, { data: uniquePdf(), name: 'c6.pdf' });
    expect(sixth.status).toBe(400);
    expect(sixth.data).toEqual({ title: VALIDATION, status: 400, errors: { file: ['Uma participação pode ter no máximo 5 comprovantes.'] } });
    expect(await anexosOf(ids.tokens.medico, part.id)).toHaveLength(5);
  });

  it('never exceeds 5 attachments under simultaneous uploads', async () => {
    const part = await criar(ids.tokens.medico);
    for (let i = 0; i < 3; i++) expect((await uploadAnexo(ids.tokens.medico, part.id, { data: uniquePdf(), name: `c${i}.pdf` })).status).toBe(200);
    const results = await Promise.all(Array.from({ length: 4 }, (_, i) => uploadAnexo(ids.tokens.medico, part.id, { data: uniquePdf(), name: `p${i}.pdf` })));
    for (const r of results) expect([200, 400, 409]).toContain(r.status);
    const ok = results.filter((r) => r.status === 200).length;
    const anexos = await anexosOf(ids.tokens.medico, part.id);
    expect(anexos.length).toBe(3 + ok);
    expect(anexos.length).toBeLessThanOrEqual(5);
    expect(new Set(anexos.map((a) => a.id)).size).toBe(anexos.length);
  });

  it("refuses an idUsuario that is not the caller's", async () => {
    const part = await criar(ids.tokens.medico);
    const res = await uploadAnexo(ids.tokens.medico, part.id, { data: PDF }, { idUsuario: ids.secretaria.idUsuario });
    expect(res.status).toBe(403);
    expect(res.data).toEqual({ title: 'O usuário informado não corresponde ao usuário autenticado.', status: 403 });
    expect(await anexosOf(ids.tokens.medico, part.id)).toEqual([]);
  });

  it("refuses another doctor, an administrator and an unlinked secretary uploading to someone else's participation", async () => {
    const part = await criar(ids.tokens.medico);
    for (const token of [outro.token, ids.tokens.chefe, ids.tokens.admin]) {
      const res = await uploadAnexo(token, part.id, { data: PDF });
      expect(res.status).toBe(403);
      expect(res.data).toEqual(FORBIDDEN);
    }
    const doOutro = await criar(outro.token);
    const sec = await uploadAnexo(ids.tokens.secretaria, doOutro.id, { data: PDF });
    expect(sec.status).toBe(403);
    expect(await anexosOf(ids.tokens.medico, part.id)).toEqual([]);
  });

  it("lets a linked secretary attach to the doctor's participation", async () => {
    const part = await criar(ids.tokens.medico);
    const res = await uploadAnexo(ids.tokens.secretaria, part.id, { data: PDF, name: 'enviado pela secretaria.pdf' });
    expect(res.status).toBe(200);
    expect(await anexosOf(ids.tokens.medico, part.id)).toEqual([res.data]);
  });

  it('keeps no path, control or bidi characters of the name', async () => {
    const part = await criar(ids.tokens.medico);
    const res = await uploadAnexo(ids.tokens.medico, part.id, { data: PDF, name: 'x.pdf' }, { nomeOriginal: '../../etc/passwd\u202Egnp.pdf' });
    expect(res.status).toBe(200);
    expect(res.data.nomeOriginal).toBe('passwdgnp.pdf');
    const back = (await anexosOf(ids.tokens.medico, part.id))[0]!;
    expect(back.nomeOriginal).toBe('passwdgnp.pdf');
    for (const bad of ['/', '\\', '..', '\u202E']) expect(back.nomeOriginal).not.toContain(bad);

    const { file } = await baixarAnexo(ids.tokens.medico, back.id);
    const disposition = file!.headers.get('content-disposition')!;
    expect(disposition).toMatch(/^attachment/);
    expect(disposition).toContain('passwdgnp.pdf');
    expect(disposition).not.toContain('/');
  });

  it("refuses an upload to a participation that is no longer editable, with 409", async () => {
    const adm = await admin();
    const part = await criar(outro.token);
    await adm.aprovar(part.id);
    const res = await uploadAnexo(outro.token, part.id, { data: PDF });
    expect(res.status).toBe(409);
    expect(res.data).toEqual({ title: 'Uma participação aprovada não pode receber comprovantes.', status: 409 });
  });

  it('answers 404 for an unknown participation', async () => {
    const res = await uploadAnexo(ids.tokens.medico, 'naoexiste0000', { data: PDF });
    expect(res.status).toBe(404);
    expect(res.data).toEqual({ title: 'Participação não encontrada.', status: 404 });
  });

  it('refuses a body that is not multipart', async () => {
    const part = await criar(ids.tokens.medico);
    const res = await api('/api/participacao_anexo/upload-anexo', {
      method: 'POST',
      token: ids.tokens.medico,
      json: { idParticipacao: part.id, idUsuario: ids.medico.idUsuario, nomeOriginal: 'x.pdf', file: PDF.toString('base64') },
    });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ title: VALIDATION, status: 400, errors: { requisicao: ['Envie o arquivo como multipart/form-data.'] } });
  });

  it('refuses a multipart body without the file, or without the name', async () => {
    const part = await criar(ids.tokens.medico);
    const noFile = await api('/api/participacao_anexo/upload-anexo', {
      method: 'POST',
      token: ids.tokens.medico,
      body: multipart({ idParticipacao: part.id, idUsuario: ids.medico.idUsuario, nomeOriginal: 'x.pdf' }),
    });
    expect(noFile.status).toBe(400);
    expect(noFile.data.errors).toEqual({ file: ['Envie exatamente um arquivo no campo "file".'] });
    const noName = await api('/api/participacao_anexo/upload-anexo', {
      method: 'POST',
      token: ids.tokens.medico,
      body: multipart({ idParticipacao: part.id, idUsuario: ids.medico.idUsuario }, { data: PDF }),
    });
    expect(noName.status).toBe(400);
    expect(Object.keys(noName.data.errors)).toEqual(['nomeOriginal']);
    expect(await anexosOf(ids.tokens.medico, part.id)).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const part = await criar(ids.tokens.medico);
    const res = await api('/api/participacao_anexo/upload-anexo', { method: 'POST', body: multipart({ idParticipacao: part.id, idUsuario: ids.medico.idUsuario, nomeOriginal: 'x.pdf' }, { data: PDF }) });
    expect(res.status).toBe(401);
  });
});

describe('GET /api/participacao_anexo/get-by-id-anexo/{id}', () => {
  let partId: string;
  let anexo: Anexo;
  let bytes: Buffer;

  beforeAll(async () => {
    const part = await criar(ids.tokens.medico);
    partId = part.id;
    bytes = uniquePdf('download');
    const res = await uploadAnexo(ids.tokens.medico, part.id, { data: bytes, name: 'Certificado Congresso.pdf' });
    expect(res.status).toBe(200);
    anexo = res.data;
  });

  it('redirects to a presigned download link that returns the same bytes as an attachment', async () => {
    const { redirect, file } = await baixarAnexo(ids.tokens.medico, anexo.id);
    expect(redirect.status).toBe(302);
    expect(redirect.text).toBe('');
    expect(redirect.headers.get('cache-control')).toBe('no-store');
    const location = new URL(redirect.headers.get('location')!);
    expect(location.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(location.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(location.searchParams.get('response-content-disposition')).toMatch(/^attachment; filename="Certificado Congresso\.pdf"/);
    expect(location.search).toContain('response-content-disposition=attachment');
    expect(location.pathname).toContain(`anexos/${partId}/`);
    expect(location.pathname).not.toContain('Certificado');

    expect(file!.status).toBe(200);
    expect(file!.data.equals(bytes)).toBe(true);
    expect(file!.headers.get('content-disposition')).toMatch(/^attachment; filename="Certificado Congresso\.pdf"/);
    expect(file!.headers.get('content-type')).toBe('application/pdf');
  });

  it('lets a linked secretary and an administrator download it', async () => {
    for (const token of [ids.tokens.secretaria, ids.tokens.admin]) {
      const { redirect, file } = await baixarAnexo(token, anexo.id);
      expect(redirect.status).toBe(302);
      expect(file!.data.equals(bytes)).toBe(true);
    }
  });

  it("refuses another doctor with 403 and no link", async () => {
    const res = await api(`/api/participacao_anexo/get-by-id-anexo/${anexo.id}`, { token: outro.token });
    expect(res.status).toBe(403);
    expect(res.data).toEqual(FORBIDDEN);
    expect(res.headers.get('location')).toBeNull();
  });

  it('refuses a secretary not linked to the doctor', async () => {
    const part = await criar(outro.token);
    const up = await uploadAnexo(outro.token, part.id, { data: PDF });
    const res = await api(`/api/participacao_anexo/get-by-id-anexo/${up.data.id}`, { token: ids.tokens.secretaria });
    expect(res.status).toBe(403);
    expect(res.headers.get('location')).toBeNull();
  });

  it('answers 404 for an unknown attachment and 401 without a token', async () => {
    const unknown = await api('/api/participacao_anexo/get-by-id-anexo/naoexiste0000', { token: ids.tokens.medico });
    expect(unknown.status).toBe(404);
    expect(unknown.data).toEqual({ title: 'Comprovante não encontrado.', status: 404 });
    const anon = await api(`/api/participacao_anexo/get-by-id-anexo/${anexo.id}`);
    expect(anon.status).toBe(401);
  });

  it("answers 404 for the attachments of a deleted participation", async () => {
    const part = await criar(ids.tokens.medico);
    const up = await uploadAnexo(ids.tokens.medico, part.id, { data: PDF });
    expect((await api(`/api/participacao/delete/${part.id}`, { method: 'DELETE', token: ids.tokens.medico })).status).toBe(200);
    const res = await api(`/api/participacao_anexo/get-by-id-anexo/${up.data.id}`, { token: ids.tokens.medico });
    expect(res.status).toBe(404);
  });

  it("names the participation's doctor on the record; a record from before it reads the participation, and the backfill names it once", async () => {
    const d = await domain();
    const [{ anexoKey, getAnexo }, { backfillAnexosMedico }] = await Promise.all([import('@emc/functions/lib/db/anexos'), import('../../scripts/local/seed/anexos-medico')]);
    const part = await criar(outro.token);
    const up = await uploadAnexo(outro.token, part.id, { data: PDF });
    expect((await getAnexo(d.db, up.data.id))?.idMedico).toBe(outro.idMedico);
    const substituido = await updateAnexo(outro.token, up.data.id, { data: uniquePdf('novo') });
    expect(substituido.status, substituido.text).toBe(200);
    expect((await getAnexo(d.db, up.data.id))?.idMedico).toBe(outro.idMedico);

    await d.db.client.send(new UpdateCommand({ TableName: d.db.table, Key: anexoKey(up.data.id), UpdateExpression: 'REMOVE idMedico' }));
    expect((await baixarAnexo(outro.token, up.data.id)).redirect.status).toBe(302);
    expect((await api(`/api/participacao_anexo/get-by-id-anexo/${up.data.id}`, { token: ids.tokens.secretaria })).status).toBe(403);
    expect((await api(`/api/participacao_anexo/get-by-id-anexo/${up.data.id}`, { token: ids.tokens.medico })).status).toBe(403);

    expect((await backfillAnexosMedico(d.db)).marcados).toBeGreaterThanOrEqual(1);
    expect((await getAnexo(d.db, up.data.id))?.idMedico).toBe(outro.idMedico);
    expect((await backfillAnexosMedico(d.db)).marcados).toBe(0);
    expect((await api(`/api/participacao_anexo/get-by-id-anexo/${up.data.id}`, { token: ids.tokens.secretaria })).status).toBe(403);
  });
});

describe('PUT /api/participacao_anexo/update-anexo', () => {
  it('replaces the file under the same id: the download returns the new bytes', async () => {
    const part = await criar(ids.tokens.medico);
    const first = await uploadAnexo(ids.tokens.medico, part.id, { data: uniquePdf('antigo'), name: 'antigo.pdf' });
    expect(first.status).toBe(200);
    const other = await uploadAnexo(ids.tokens.medico, part.id, { data: uniquePdf('outro'), name: 'outro.pdf' });

    const res = await updateAnexo(ids.tokens.medico, first.data.id, { data: PNG, name: 'novo.png', type: 'image/png' }, { nomeOriginal: 'Foto nova.png' });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: first.data.id, nomeOriginal: 'Foto nova.png', tipo: 'image/png', tamanho: PNG.length, criadoEm: expect.any(String) });
    expect(res.data).not.toHaveProperty('key');
    const { pk: _pk, sk: _sk, type: _type, ...replaced } = res.data;

    const { redirect, file } = await baixarAnexo(ids.tokens.medico, first.data.id);
    expect(redirect.status).toBe(302);
    expect(file!.data.equals(PNG)).toBe(true);
    expect(file!.headers.get('content-type')).toBe('image/png');

    const anexos = await anexosOf(ids.tokens.medico, part.id);
    expect(anexos).toHaveLength(2);
    expect(anexos.find((a) => a.id === first.data.id)).toEqual(replaced);
    expect(anexos.find((a) => a.id === other.data.id)).toEqual(other.data);
  });

  // BUG (functions/src/lib/participacoes/anexos.ts:71): substituirAnexo spreads the raw DynamoDB item
  // (`...old`), so the answer carries the table's pk, sk and type besides the Anexo fields.
  it('answers the replacement in the Anexo shape only, like an upload (no table keys)', async () => {
    const part = await criar(ids.tokens.medico);
    const up = await uploadAnexo(ids.tokens.medico, part.id, { data: PDF });
    const res = await updateAnexo(ids.tokens.medico, up.data.id, { data: PNG, name: 'n.png', type: 'image/png' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.data).sort()).toEqual(['criadoEm', 'id', 'nomeOriginal', 'tamanho', 'tipo']);
  });

  // A replacement leaves `versao` alone (an open edit form stays valid) but bumps `anexosVersao`, which every
  // other write is conditioned on: an edit built from a read taken before the replacement is refused by the
  // store (the service then reads again and applies the edit on top of the new attachment).
  it("is not undone by an edit that read the participation before it (lost update)", async () => {
    const d = await domain();
    const store = await import('@emc/functions/lib/participacoes/store');
    const { getParticipacao } = await import('@emc/functions/lib/db/participacoes');
    const part = await criar(ids.tokens.medico);
    const up = await uploadAnexo(ids.tokens.medico, part.id, { data: PDF, name: 'antigo.pdf' });
    // What atualizarParticipacao reads first…
    const stale = (await getParticipacao(d.db, part.id))!;
    // …a secretary replaces the certificate meanwhile…
    const rep = await updateAnexo(ids.tokens.secretaria, up.data.id, { data: PNG, name: 'novo.png', type: 'image/png' }, { nomeOriginal: 'novo.png' });
    expect(rep.status).toBe(200);
    // …and the edit built from the earlier read is refused.
    await expect(store.commitChange(d.db, stale, { ...stale, titulo: 'Editada durante a troca', versao: stale.versao + 1 })).rejects.toThrow();
    const now = await getById(ids.tokens.medico, part.id);
    expect(now.data.anexos).toHaveLength(1);
    expect(now.data.anexos[0]).toMatchObject({ id: up.data.id, nomeOriginal: 'novo.png', tipo: 'image/png', tamanho: PNG.length });
  });

  it('checks the replacement like an upload', async () => {
    const part = await criar(ids.tokens.medico);
    const up = await uploadAnexo(ids.tokens.medico, part.id, { data: PDF });
    const html = await updateAnexo(ids.tokens.medico, up.data.id, { data: Buffer.from('<html></html>'), name: 'x.pdf' });
    expect(html.status).toBe(400);
    expect(html.data.errors).toEqual({ file: ['Envie um PDF, JPEG ou PNG.'] });
    const big = Buffer.alloc(MB4 + 1, 0x20);
    PDF.copy(big);
    const tooBig = await updateAnexo(ids.tokens.medico, up.data.id, { data: big });
    expect(tooBig.status).toBe(413);
    const wrongUser = await updateAnexo(ids.tokens.medico, up.data.id, { data: PDF }, { idUsuario: ids.secretaria.idUsuario });
    expect(wrongUser.status).toBe(403);
    expect((await anexosOf(ids.tokens.medico, part.id))[0]).toEqual(up.data);
  });

  it("refuses another doctor replacing someone else's attachment", async () => {
    const part = await criar(ids.tokens.medico);
    const up = await uploadAnexo(ids.tokens.medico, part.id, { data: PDF });
    const res = await updateAnexo(outro.token, up.data.id, { data: PNG, type: 'image/png' });
    expect(res.status).toBe(403);
    expect(res.data).toEqual(FORBIDDEN);
    const { file } = await baixarAnexo(ids.tokens.medico, up.data.id);
    expect(file!.data.equals(PDF)).toBe(true);
  });

  it('answers 404 for an unknown attachment', async () => {
    const res = await updateAnexo(ids.tokens.medico, 'naoexiste0000', { data: PDF });
    expect(res.status).toBe(404);
    expect(res.data).toEqual({ title: 'Comprovante não encontrado.', status: 404 });
  });
});
