import type { DesempenhoMedico } from '@emc/shared/medico';
import type { ParticipacaoDetalhe } from '@emc/shared/participacao';
import type { StatusCode } from '@emc/shared/status';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO, api, tokenFor } from '../support/api';
import { STALE, admin, criar, getById, novoMedico, quantidades, type NovoMedico } from '../support/participacoes';
import { novaSecretaria, novoChefe, type NovaSecretaria } from '../support/pessoas';
import { stackEnv } from '../support/target';

/**
 * The administrators' decisions through their routes (decisions.md, "Participation statuses" and
 * "Analysis"): every transition, the checks on the body, versions, segregation of duties, the cap
 * when an approval is reopened, and the e-mail each decision sends.
 */

const PROPRIA = 'Você não pode analisar a própria participação.';

let adminToken: string;
let medico: NovoMedico;
let secretaria: NovaSecretaria;
let classificacao: (descricao: string) => { id: string; pontos: number; tetoCiclo?: number };

beforeAll(async () => {
  adminToken = await tokenFor(DEMO.admin);
  medico = await novoMedico('Médica das Decisões');
  secretaria = await novaSecretaria('Secretária das Decisões', [medico]);
  classificacao = (await admin()).classificacao;
});

const aprovarRota = (body: Record<string, unknown>, token = adminToken) => api('/api/participacao/aprovar', { method: 'PUT', token, json: body });
const decidirRota = (body: Record<string, unknown>, token = adminToken) => api('/api/participacao/reprovar-comentar', { method: 'PUT', token, json: body });

type Acao = 'aprovar' | 'reprovar' | 'comentar';
const PARA: Record<Acao, StatusCode> = { aprovar: 2, reprovar: 3, comentar: 4 };

function decidir(acao: Acao, p: { id: string; versao?: number }, token = adminToken) {
  if (acao === 'aprovar') return aprovarRota({ id: p.id, idClassificacao: classificacao('Congresso internacional').id, observacao: 'Certificado conferido.', versao: p.versao }, token);
  return decidirRota(
    { id: p.id, reprovar: acao === 'reprovar', status: PARA[acao], motivo: acao === 'reprovar' ? 'Atividade sem relação com o programa.' : 'Anexe o certificado completo, por favor.', versao: p.versao },
    token,
  );
}

/** A new participation of the file's doctor, brought to `status` through the routes. */
async function emStatus(status: StatusCode, overrides: Record<string, unknown> = {}): Promise<ParticipacaoDetalhe> {
  const p = (await criar(medico.token, overrides)) as ParticipacaoDetalhe;
  if (status === 1) return p;
  const res = await decidir(status === 2 ? 'aprovar' : status === 3 ? 'reprovar' : 'comentar', p);
  expect(res.status, res.text).toBe(200);
  return res.data as ParticipacaoDetalhe;
}

interface Email {
  from: string;
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

/** Mail sent so far, as aws-ses-v2-local keeps it (GET /store). */
async function emails(): Promise<Email[]> {
  const res = await fetch(`${stackEnv().AWS_ENDPOINT_URL_SESV2}/store`);
  return ((await res.json()) as { emails: Email[] }).emails;
}
const emailsDe = async (id: string) => (await emails()).filter((e) => e.body.text?.includes(`/participacao-medico/editar/${id}`));
/**
 * The participation's notices once `n` of them have arrived: the outbox sends each after its
 * decision commits (functions/src/saida/). A later, unexpected one would show in the next look.
 */
const avisosDe = (id: string, n: number) =>
  vi.waitFor(async () => {
    const avisos = await emailsDe(id);
    expect(avisos).toHaveLength(n);
    return avisos;
  }, { timeout: 20_000, interval: 100 });

describe('transitions', () => {
  // decisions.md: aprovar from 1 or 4; reprovar from 1 or 4; a comment or reopening from 1, 2 or 3.
  const PERMITIDAS: Record<Acao, StatusCode[]> = { aprovar: [1, 4], reprovar: [1, 4], comentar: [1, 2, 3] };
  const casos = (Object.keys(PERMITIDAS) as Acao[]).flatMap((acao) => ([1, 2, 3, 4] as const).map((de): [StatusCode, Acao, boolean] => [de, acao, PERMITIDAS[acao].includes(de)]));
  const nome: Record<StatusCode, string> = { 1: 'pendente', 2: 'aprovada', 3: 'reprovada', 4: 'em ajuste' };

  it.each(casos)('from %i, %s: allowed %s', async (de, acao, permitida) => {
    const p = await emStatus(de);
    const res = await decidir(acao, p);
    if (!permitida) {
      expect(res.status, res.text).toBe(409);
      expect(res.data.title).toBe(acao === 'aprovar' ? `Uma participação ${nome[de]} não pode ser aprovada.` : `Uma participação ${nome[de]} não pode ir para ${nome[PARA[acao]]}.`);
      expect((await getById(adminToken, p.id)).data).toMatchObject({ status: de, versao: p.versao });
      return;
    }
    expect(res.status, res.text).toBe(200);
    const d = res.data as ParticipacaoDetalhe;
    expect(d).toMatchObject({ status: PARA[acao], versao: p.versao + 1, credito: acao === 'aprovar' ? 10 : 0 });
    expect(d.historico.at(-1)).toMatchObject({ de, para: PARA[acao] });
    if (acao !== 'aprovar') expect(d.motivo).toBeTruthy();
  });
});

describe('the body and the version', () => {
  it('a status that does not match reprovar gets 400 on the status field', async () => {
    const p = await emStatus(1);
    for (const body of [{ reprovar: true, status: 4 }, { reprovar: false, status: 3 }, { reprovar: false, status: 2 }]) {
      const res = await decidirRota({ id: p.id, motivo: 'Motivo.', ...body });
      expect(res.status, res.text).toBe(400);
      expect(Object.keys(res.data.errors)).toEqual(['status']);
    }
    expect((await getById(adminToken, p.id)).data).toMatchObject({ status: 1, versao: 1 });
  });

  it('a missing or blank motivo gets 400 with a Portuguese message', async () => {
    const p = await emStatus(1);
    for (const motivo of [undefined, '', '   ']) {
      const res = await decidirRota({ id: p.id, reprovar: true, status: 3, ...(motivo === undefined ? {} : { motivo }) });
      expect(res.status, res.text).toBe(400);
      expect(res.data.errors.motivo).toEqual(['Informe o motivo.']);
    }
  });

  it('a decision on a stale version gets 409 and changes nothing', async () => {
    const p = await emStatus(1);
    const first = await decidir('comentar', p);
    expect(first.status).toBe(200);
    for (const acao of ['aprovar', 'reprovar'] as const) {
      const res = await decidir(acao, { id: p.id, versao: p.versao });
      expect(res.status, res.text).toBe(409);
      expect(res.data.title).toBe(STALE);
    }
    expect((await getById(adminToken, p.id)).data).toMatchObject({ status: 4, versao: 2 });
  });

  it('50 parallel approvals of one participation: exactly one wins, 49 get 409, the counters stay exact and one e-mail goes out', async () => {
    const dono = await novoMedico('Médico da Concorrência');
    const p = (await criar(dono.token)) as ParticipacaoDetalhe;
    const results = await Promise.all(Array.from({ length: 50 }, () => decidir('aprovar', { id: p.id, versao: 1 })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const lost = results.filter((r) => r.status !== 200);
    expect(lost).toHaveLength(49);
    for (const r of lost) expect(r.status, r.text).toBe(409);
    expect(await quantidades(dono.token, dono.idMedico)).toMatchObject({ 1: 0, 2: 1, 3: 0, 4: 0 });
    const desempenho = (await api(`/api/medico/desempenho/${dono.idMedico}`, { token: dono.token })).data as DesempenhoMedico;
    expect(desempenho).toMatchObject({ totalPontos: 10, totalAprovados: 1, totalPendentes: 0, totalRegistros: 1 });
    await avisosDe(p.id, 1);
  });
});

describe('segregation of duties', () => {
  it('an administrator who is also a doctor cannot approve, reject or comment their own participation; another administrator can', async () => {
    const chefe = await novoChefe('Chefe das Decisões');
    const p = (await criar(chefe.token)) as ParticipacaoDetalhe;
    for (const acao of ['aprovar', 'reprovar', 'comentar'] as const) {
      const res = await decidir(acao, p, chefe.token);
      expect(res.status, res.text).toBe(403);
      expect(res.data.title).toBe(PROPRIA);
    }
    expect((await getById(chefe.token, p.id)).data).toMatchObject({ status: 1, versao: 1 });
    const outro = await decidir('aprovar', p);
    expect(outro.status, outro.text).toBe(200);
    // Reopening their own approval is refused too.
    const reabrir = await decidir('comentar', outro.data as ParticipacaoDetalhe, chefe.token);
    expect(reabrir.status).toBe(403);
    expect(reabrir.data.title).toBe(PROPRIA);
  });
});

describe('the cap per cycle when an approval is reopened', () => {
  it('the next approval of the capped row gets the freed credits, and the totals follow', async () => {
    const dono = await novoMedico('Médica do Teto');
    const curso = classificacao('Curso presencial com avaliação');
    expect(curso.tetoCiclo).toBe(20);
    const horas = 15;
    const [a, b] = [(await criar(dono.token, { cargaHoraria: horas })) as ParticipacaoDetalhe, (await criar(dono.token, { cargaHoraria: horas })) as ParticipacaoDetalhe];
    const aprovar = (p: ParticipacaoDetalhe) => aprovarRota({ id: p.id, idClassificacao: curso.id, versao: p.versao });
    const primeira = (await aprovar(a)).data as ParticipacaoDetalhe;
    const segunda = (await aprovar(b)).data as ParticipacaoDetalhe;
    expect(primeira).toMatchObject({ credito: 15, creditoCalculado: 15 });
    expect(primeira.motivoTeto).toBeUndefined();
    expect(segunda).toMatchObject({ credito: 5, creditoCalculado: 15 });
    expect(segunda.motivoTeto).toContain('no máximo 20 créditos por ciclo');
    const total = async () => ((await api(`/api/medico/desempenho/${dono.idMedico}`, { token: dono.token })).data as DesempenhoMedico).totalPontos;
    expect(await total()).toBe(20);

    // Reopening the first frees its 15: the second now counts all its 15, in the same transaction.
    const reaberta = await decidirRota({ id: a.id, reprovar: false, status: 4, motivo: 'Reabrindo para conferir as horas.', versao: primeira.versao });
    expect(reaberta.status, reaberta.text).toBe(200);
    expect(reaberta.data).toMatchObject({ status: 4, credito: 0 });
    const segundaDepois = (await getById(dono.token, b.id)).data as ParticipacaoDetalhe;
    expect(segundaDepois).toMatchObject({ status: 2, credito: 15, creditoCalculado: 15, versao: segunda.versao + 1 });
    expect(segundaDepois.motivoTeto).toBeUndefined();
    expect(await total()).toBe(15);

    // Approved again, the first comes last in approval order: now it is the one the cap cuts.
    const denovo = await aprovarRota({ id: a.id, idClassificacao: curso.id, versao: (reaberta.data as ParticipacaoDetalhe).versao });
    expect(denovo.data).toMatchObject({ status: 2, credito: 5 });
    expect((await getById(dono.token, b.id)).data).toMatchObject({ credito: 15, versao: segunda.versao + 1 });
    expect(await total()).toBe(20);
    expect(await quantidades(dono.token, dono.idMedico)).toMatchObject({ 1: 0, 2: 2, 3: 0, 4: 0 });
  });
});

describe('the e-mail of each decision', () => {
  it('goes to the doctor, with the linked secretary in copy: title, new status, reason or observation, and the link', async () => {
    const appUrl = stackEnv().APP_URL!;
    const aprovada = await emStatus(2, { titulo: 'Simpósio de Cardiologia Intervencionista' });
    const [aviso] = await avisosDe(aprovada.id, 1);
    expect(aviso!.destination.to).toEqual([medico.email]);
    expect(aviso!.destination.cc).toEqual([secretaria.email]);
    expect(aviso!.from).toContain(stackEnv().MAIL_FROM);
    expect(aviso!.subject).toBe('Sua participação foi aprovada: Simpósio de Cardiologia Intervencionista');
    expect(aviso!.body.text).toContain('Novo status: Aprovada');
    expect(aviso!.body.text).toContain('Créditos contabilizados: 10');
    expect(aviso!.body.text).toContain('Observação: Certificado conferido.');
    expect(aviso!.body.text).toContain(`${appUrl}/participacao-medico/editar/${aprovada.id}`);

    const reprovada = await emStatus(3, { titulo: 'Curso de culinária' });
    const [r] = await avisosDe(reprovada.id, 1);
    expect(r!.subject).toBe('Sua participação foi reprovada: Curso de culinária');
    expect(r!.body.text).toContain('Novo status: Reprovada');
    expect(r!.body.text).toContain('Motivo: Atividade sem relação com o programa.');

    const reaberta = await decidir('comentar', aprovada);
    expect(reaberta.status).toBe(200);
    const avisos = await avisosDe(aprovada.id, 2);
    expect(avisos[1]!.subject).toBe('Sua participação foi reaberta para ajuste: Simpósio de Cardiologia Intervencionista');
    expect(avisos[1]!.body.text).toContain('Comentário: Anexe o certificado completo, por favor.');
    // The notice went out: the history says nothing of a failure.
    expect((reaberta.data as ParticipacaoDetalhe).historico.at(-1)).not.toHaveProperty('avisoNaoEnviado');
  });
});
