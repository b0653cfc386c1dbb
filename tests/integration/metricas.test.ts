import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { METRICAS_NAMESPACE, METRICAS_SERVICO, type Metrica } from '@emc/shared/metricas';
import { IDEMPOTENCY_HEADER } from '@emc/shared/route-def';
import type { ParticipacaoDetalhe } from '@emc/shared/participacao';
import { DEMO, api, tokenFor } from '../support/api';
import { comSaidaDoMundo, emMundoProprio } from '../support/mundo';
import { admin, campos, novoMedico, type NovoMedico } from '../support/participacoes';

/**
 * The business metrics (shared/src/metricas.ts) as the functions write them: one CloudWatch EMF line
 * per invocation that counted something, in the log format. In a world of its own: what the world's
 * functions print is its own, so each count is this file's alone. The outbox sender's e-mail counts
 * are in saida.test.ts.
 */
emMundoProprio('metricas');

type Emf = Record<string, unknown> & { _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit: string }[] }[] } };

/** Runs `fn`, returning its value and the EMF lines the world's functions wrote meanwhile. */
async function comMetricas<T>(fn: () => Promise<T>): Promise<{ value: T; linhas: Emf[] }> {
  const { value, saida } = await comSaidaDoMundo(fn);
  const linhas = saida
    .split('\n')
    .filter((l) => l.includes('"_aws"'))
    .map((l) => JSON.parse(l) as Emf);
  return { value, linhas };
}

/**
 * The lines a request's own function wrote: without the outbox sender's (functions/src/saida/), which
 * mails an earlier decision's notice whenever the stream brings it and counts only e-mails.
 */
const doPedido = (linhas: Emf[]) => linhas.filter((l) => !l._aws.CloudWatchMetrics[0]!.Metrics.every((m) => m.Name.startsWith('Emails')));

/** The metrics of the lines, by name (summed), after checking each line's EMF envelope. */
function metricas(linhas: Emf[]): Partial<Record<Metrica, number>> {
  const total: Record<string, number> = {};
  for (const l of linhas) {
    expect(l).toMatchObject({ level: 'INFO', service: METRICAS_SERVICO });
    const [def] = l._aws.CloudWatchMetrics;
    expect(def).toMatchObject({ Namespace: METRICAS_NAMESPACE, Dimensions: [['service']] });
    for (const m of def!.Metrics) {
      expect(m.Unit).toBe('Count');
      total[m.Name] = (total[m.Name] ?? 0) + Number(l[m.Name]);
    }
  }
  return total;
}

let medico: NovoMedico;
let adminToken: string;
let classificacao: string;

beforeAll(async () => {
  medico = await novoMedico('Dra. Métricas');
  adminToken = await tokenFor(DEMO.admin);
  classificacao = (await admin()).classificacao('Congresso internacional').id;
});

const criar = (key: string, body: unknown) => api('/api/participacao/create', { method: 'POST', token: medico.token, json: body, headers: { [IDEMPOTENCY_HEADER]: key } });
const aprovar = (p: ParticipacaoDetalhe) => api('/api/participacao/aprovar', { method: 'PUT', token: adminToken, json: { id: p.id, idClassificacao: classificacao, versao: p.versao } });
const decidir = (p: ParticipacaoDetalhe, reprovar: boolean) =>
  api('/api/participacao/reprovar-comentar', { method: 'PUT', token: adminToken, json: { id: p.id, reprovar, status: reprovar ? 3 : 4, motivo: 'Sem certificado.', versao: p.versao } });

async function nova(): Promise<ParticipacaoDetalhe> {
  const res = await criar(randomUUID(), await campos());
  expect(res.status, res.text).toBe(200);
  return res.data as ParticipacaoDetalhe;
}

describe('business metrics', () => {
  it('a participation created counts ParticipacoesCriadas once; the repeat of its Idempotency-Key counts nothing', async () => {
    const key = randomUUID();
    const body = await campos();
    const primeira = await comMetricas(() => criar(key, body));
    expect(primeira.value.status, primeira.value.text).toBe(200);
    expect(primeira.linhas).toHaveLength(1);
    expect(metricas(primeira.linhas)).toEqual({ ParticipacoesCriadas: 1 });

    const repetida = await comMetricas(() => criar(key, body));
    expect(repetida.value.status).toBe(200);
    expect(repetida.value.data.id).toBe(primeira.value.data.id);
    expect(repetida.linhas).toEqual([]);
  });

  it("an approval counts DecisoesAprovadas = 1 (its notice's e-mail is counted by the outbox's sender)", async () => {
    const p = await nova();
    const { value: res, linhas } = await comMetricas(() => aprovar(p));
    expect(res.status, res.text).toBe(200);
    expect(res.data.status).toBe(2);
    expect(doPedido(linhas)).toHaveLength(1);
    expect(metricas(doPedido(linhas))).toEqual({ DecisoesAprovadas: 1 });

    // Refused (already approved): nothing committed, nothing counted.
    const again = await comMetricas(() => aprovar(p));
    expect(again.value.status).toBe(409);
    expect(doPedido(again.linhas)).toEqual([]);
  });

  it('a rejection counts DecisoesReprovadas; a comment back to the doctor is no outcome', async () => {
    const reprovada = await comMetricas(async () => decidir(await nova(), true));
    expect(reprovada.value.status, reprovada.value.text).toBe(200);
    expect(metricas(doPedido(reprovada.linhas))).toEqual({ ParticipacoesCriadas: 1, DecisoesReprovadas: 1 });

    const p = await nova();
    const comentada = await comMetricas(() => decidir(p, false));
    expect(comentada.value.status, comentada.value.text).toBe(200);
    expect(doPedido(comentada.linhas)).toEqual([]);
  });
});
