import { describe, expect, it } from 'vitest';
import { DEMO, api, tokenFor } from '../support/api';
import { cicloAtual } from '../support/clock';
import { isSafePortuguese } from '../support/messages';
import { emMundoProprio, emuladorDoMundo } from '../support/mundo';
import { baixarAnexo, criar, getById, novoMedico, uniquePdf, uploadAnexo } from '../support/participacoes';
import { semDivergencias } from '../support/verificar';

/**
 * S3 down on purpose (decisions.md, "Integrity rules": each emulator its own process): this file's
 * world keeps its bucket in an s3rver of its own, which the tests stop (connections refused) and
 * pause (SIGSTOP: connections accepted, never answered). The app answers a Portuguese 503, writes
 * nothing half-way, and once S3 is back everything works and verificar finds nothing.
 */
emMundoProprio('falhas-s3', { s3Proprio: true });

const INDISPONIVEL = { title: 'O serviço de arquivos está indisponível no momento. Nada foi gravado; tente novamente em instantes.', status: 503 };

describe.each(['parado', 'pausado'] as const)('S3 %s', (estado) => {
  it('an upload answers 503 in Portuguese and stores no certificate; a link still opens once S3 is back; a report answers 503', async () => {
    const medico = await novoMedico(`Dra. S3 ${estado}`);
    const p = await criar(medico.token);
    const antes = await uploadAnexo(medico.token, p.id, { data: uniquePdf(), name: 'antes.pdf', type: 'application/pdf' });
    expect(antes.status, antes.text).toBe(200);
    const adminToken = await tokenFor(DEMO.admin);

    await emuladorDoMundo('s3', estado);
    try {
      const upload = await uploadAnexo(medico.token, p.id, { data: uniquePdf(), name: 'durante.pdf', type: 'application/pdf' });
      expect(upload.status, upload.text).toBe(503);
      expect(upload.data).toEqual(INDISPONIVEL);
      expect(isSafePortuguese(upload.text)).toBe(true);
      // Nothing half-written: the participation still lists its one certificate only.
      expect((await getById(medico.token, p.id)).data.anexos.map((a: { id: string }) => a.id)).toEqual([antes.data.id]);

      // The link is signed without S3, so it is given; S3 itself is what can't answer.
      const link = await api(`/api/participacao_anexo/get-by-id-anexo/${antes.data.id}`, { token: medico.token });
      expect(link.status, link.text).toBe(302);

      const relatorio = await api(`/api/relatorio/geral?ciclo=${cicloAtual()}`, { token: adminToken });
      expect(relatorio.status, relatorio.text).toBe(503);
      expect(relatorio.data).toEqual(INDISPONIVEL);
    } finally {
      await emuladorDoMundo('s3', 'ligado');
    }

    const { file } = await baixarAnexo(medico.token, antes.data.id);
    expect(file?.status).toBe(200);
    const depois = await uploadAnexo(medico.token, p.id, { data: uniquePdf(), name: 'depois.pdf', type: 'application/pdf' });
    expect(depois.status, depois.text).toBe(200);
    expect((await getById(medico.token, p.id)).data.anexos).toHaveLength(2);
    expect((await api(`/api/relatorio/geral?ciclo=${cicloAtual()}`, { token: adminToken })).status).toBe(200);

    await semDivergencias({ semRemetente: true });
  });
});
