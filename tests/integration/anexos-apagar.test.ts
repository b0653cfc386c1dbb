import { randomBytes } from 'node:crypto';
import { DeleteObjectsCommand, ListObjectsCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, PARTICIPACAO_MSG } from '@emc/shared/messages';
import { api } from '../support/api';
import { domain } from '../support/direct';
import { baixarAnexo, criar, novoMedico, uniquePdf, updateAnexo, uploadAnexo, type NovoMedico } from '../support/participacoes';
import { stackEnv } from '../support/target';

/**
 * Erasure (decisions.md, "Integrity rules"): a deleted participation's certificates leave the bucket,
 * and a replaced file goes once the replacement committed, whoever replaced it at the same time.
 * Read from s3rver itself, with the stack's bucket and credentials.
 */

let medico: NovoMedico;
let s3: S3Client;
let bucket: string;

beforeAll(async () => {
  const env = stackEnv();
  bucket = env.BUCKET_NAME!;
  s3 = new S3Client({ region: env.AWS_REGION, endpoint: env.AWS_ENDPOINT_URL_S3, forcePathStyle: true, credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! } });
  medico = await novoMedico('Médica dos Comprovantes Apagados');
});
afterAll(() => s3?.destroy());

/**
 * Every object key under `prefix`, sorted. ListObjects (v1), paged by the last key: s3rver's v2
 * continuation token uses a cipher OpenSSL 3 refuses, so a v2 listing of over 1000 keys fails there.
 */
async function objetos(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for (let truncated = true; truncated; ) {
    const out = await s3.send(new ListObjectsCommand({ Bucket: bucket, Prefix: prefix, Marker: keys.at(-1) }));
    keys.push(...(out.Contents ?? []).map((o) => o.Key!));
    truncated = !!out.IsTruncated;
  }
  return keys.sort();
}

/** The keys the participation's item references, sorted (the API never shows them). */
async function referenciadas(idParticipacao: string): Promise<string[]> {
  const d = await domain();
  const { getParticipacao } = await import('@emc/functions/lib/db/participacoes');
  return (await getParticipacao(d.db, idParticipacao))!.anexos.map((a) => a.key).sort();
}

describe('deleting a participation', () => {
  it('deletes its certificates’ objects from the bucket, and only theirs', async () => {
    const part = await criar(medico.token);
    const vizinha = await criar(medico.token);
    for (const p of [part, part, vizinha]) expect((await uploadAnexo(medico.token, p.id, { data: uniquePdf(), name: 'certificado.pdf' })).status).toBe(200);
    const keys = await referenciadas(part.id);
    expect(keys).toHaveLength(2);
    expect(await objetos(`anexos/${part.id}/`)).toEqual(keys);

    const res = await api(`/api/participacao/delete/${part.id}`, { method: 'DELETE', token: medico.token });
    expect(res.status).toBe(200);
    expect(await objetos(`anexos/${part.id}/`)).toEqual([]);
    // Another participation's certificate stays.
    expect(await objetos(`anexos/${vizinha.id}/`)).toEqual(await referenciadas(vizinha.id));
    expect(await objetos(`anexos/${vizinha.id}/`)).toHaveLength(1);
  });

  it('keeps the objects when the deletion is refused', async () => {
    const part = await criar(medico.token);
    expect((await uploadAnexo(medico.token, part.id, { data: uniquePdf() })).status).toBe(200);
    const outro = await novoMedico('Médico que Não Pode Excluir');
    const res = await api(`/api/participacao/delete/${part.id}`, { method: 'DELETE', token: outro.token });
    expect(res.status).toBe(403);
    expect(await objetos(`anexos/${part.id}/`)).toEqual(await referenciadas(part.id));
    expect(await objetos(`anexos/${part.id}/`)).toHaveLength(1);
  });
});

describe('replacing a certificate', () => {
  it('deletes the replaced object', async () => {
    const part = await criar(medico.token);
    const up = await uploadAnexo(medico.token, part.id, { data: uniquePdf('original') });
    const [antiga] = await referenciadas(part.id);
    expect((await updateAnexo(medico.token, up.data.id, { data: uniquePdf('nova') })).status).toBe(200);
    const agora = await referenciadas(part.id);
    expect(agora).toHaveLength(1);
    expect(agora[0]).not.toBe(antiga);
    expect(await objetos(`anexos/${part.id}/`)).toEqual(agora);
  });

  it('four replaces at once each answer 200 or a Portuguese 409, and leave exactly the referenced objects', async () => {
    // A few rounds: each is a fresh race between the replaces' reads and commits.
    for (let rodada = 0; rodada < 3; rodada++) {
      const part = await criar(medico.token);
      const alvo = await uploadAnexo(medico.token, part.id, { data: uniquePdf(), name: 'alvo.pdf' });
      const outro = await uploadAnexo(medico.token, part.id, { data: uniquePdf(), name: 'outro.pdf' });
      expect([alvo.status, outro.status]).toEqual([200, 200]);
      const bytes = Array.from({ length: 4 }, (_, i) => uniquePdf(`troca ${rodada}.${i}`));
      const results = await Promise.all(bytes.map((data, i) => updateAnexo(medico.token, alvo.data.id, { data, name: `troca-${i}.pdf` })));
      for (const r of results) {
        if (r.status === 200) continue;
        expect(r.status, r.text).toBe(409);
        expect([MSG.busy, PARTICIPACAO_MSG.alteradaPorOutro]).toContain(r.data.title);
      }
      expect(results.some((r) => r.status === 200)).toBe(true);

      const keys = await referenciadas(part.id);
      expect(keys).toHaveLength(2);
      expect(await objetos(`anexos/${part.id}/`), `rodada ${rodada}: ${results.map((r) => r.status).join(', ')}`).toEqual(keys);
      // The certificate serves the bytes of one replace that answered 200.
      const { file } = await baixarAnexo(medico.token, alvo.data.id);
      const vencedora = bytes.findIndex((b) => b.equals(file!.data));
      expect(results[vencedora]?.status).toBe(200);
    }
  });
});

describe('apagarObjetos', () => {
  it('deletes more keys than one DeleteObjects call takes, and answers none failed', async () => {
    Object.assign(process.env, stackEnv());
    const { apagarObjetos } = await import('@emc/functions/lib/s3');
    // Outside anexos/, so no check of the certificates' objects running meanwhile counts them.
    const prefix = `teste-apagar-objetos/${randomBytes(6).toString('hex')}/`;
    const keys = Array.from({ length: 1001 }, (_, i) => `${prefix}${String(i).padStart(4, '0')}`);
    for (let i = 0; i < keys.length; i += 50) {
      await Promise.all(keys.slice(i, i + 50).map((Key) => s3.send(new PutObjectCommand({ Bucket: bucket, Key, Body: 'x' }))));
    }
    expect(await objetos(prefix)).toHaveLength(1001);
    try {
      expect(await apagarObjetos(keys)).toEqual([]);
      expect(await objetos(prefix)).toEqual([]);
    } finally {
      const sobra = await objetos(prefix);
      if (sobra.length) await s3.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: sobra.slice(0, 1000).map((Key) => ({ Key })) } }));
    }
  });
});
