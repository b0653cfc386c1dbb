import { AdminSetUserPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LembreteEnviado, LembretesPreferencia, ResultadoLembretes } from '@emc/shared/comunicacao';
import type { Paginated } from '@emc/shared/participacao';
import type { MedicoCadastro } from '@emc/shared/pessoas';
import { todayInSaoPaulo } from '@emc/functions/lib/ciclo';
import { executarLembretes } from '../../scripts/lembretes';
import { DEMO, DEMO_PASSWORD, api, baseUrl, tokenFor } from '../support/api';
import { convitesQuandoChegarem, criarMedico, emails, type Email } from '../support/cadastro';
import { cicloAtual, hoje } from '../support/clock';
import { domain } from '../support/direct';
import { isSafePortuguese } from '../support/messages';
import { emMundoProprio, sesDoMundo } from '../support/mundo';
import { admin, criar, FORBIDDEN } from '../support/participacoes';
import { novaSecretaria } from '../support/pessoas';
import { stackEnv } from '../support/target';
import { until } from '../support/until';

/**
 * The deadline reminders (decisions.md "Reminders") on a stack of this file's own, living on the 3rd
 * of November of this year: the reminders' window of 1 November, where a run without a date handles
 * that due date and every run of the window sends only what was not sent. The runs are
 * `npm run lembretes`' runner: the deployed bundle in a node of its own with the stack's environment.
 * A run queues each reminder's mail in the outbox; the world has a DynamoDB Local of its own, whose
 * stream feeds the outbox's sender (mails, then marks the records), and an SES the last test stops.
 * Own stack, so the whole-table counts (every demo doctor is reminded too) are this file's alone.
 */
const ANO = Number(todayInSaoPaulo(new Date()).slice(0, 4));
const HOJE = `${ANO}-11-03`;
const VENCIMENTO = `${ANO}-11-01`;
emMundoProprio('lembretes', { hoje: HOJE, dynamoProprio: true });

const rodar = (data?: string) => executarLembretes(stackEnv(), data);

const lembretesPara = async (email: string): Promise<Email[]> => (await emails()).filter((e) => e.destination.to.includes(email) && e.subject.startsWith('Lembrete'));
const todosOsLembretes = async () => (await emails()).filter((e) => e.subject.startsWith('Lembrete'));

type Medico = MedicoCadastro & { token: string };

/** A doctor of the clinical staff (medico/create: in the name index the run reads), signed in with a password of their own. */
async function medicoListado(): Promise<Medico> {
  const m = await criarMedico();
  const d = await domain();
  await d.cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: d.userPoolId, Username: m.email, Password: DEMO_PASSWORD, Permanent: true }));
  return { ...m, token: await tokenFor(m.email) };
}

const preferencia = (token: string, idMedico: string, receber: unknown) => api('/api/medico/lembretes', { method: 'PUT', token, json: { idMedico, receber } });
const lista = async (query: string) => {
  const res = await api(`/api/lembrete/get-all-pagination?${query}`, { token: await tokenFor(DEMO.admin) });
  expect(res.status, res.text).toBe(200);
  return res.data as Paginated<LembreteEnviado>;
};
/** Waits (up to `timeoutMs`) until `probe`'s answer passes `check`'s assertions: the sender mails and marks after the run. */
async function quando<T>(probe: () => Promise<T>, check: (v: T) => void, timeoutMs = 60_000): Promise<T> {
  const ok = (v: T) => {
    try {
      check(v);
      return true;
    } catch {
      return false;
    }
  };
  const { value } = await until(probe, ok, timeoutMs);
  check(value);
  return value;
}

/** Every row of the log, page by page. */
async function logInteiro(query = ''): Promise<LembreteEnviado[]> {
  const primeira = await lista(`page=1${query}`);
  const rows = [...primeira.responseList];
  for (let page = 2; page <= primeira.totalPages; page++) rows.push(...(await lista(`page=${page}${query}`)).responseList);
  return rows;
}

let abaixo: Medico; // no credits
let perto: Medico; // 10 of the goal's 15
let atingiu: Medico; // 20: at or above the goal
let desligou: Medico; // opted out
let inativo: Medico;
let primeira: ResultadoLembretes;

describe('a run on the 1st, then the days after', () => {
  beforeAll(async () => {
    expect(hoje()).toBe(HOJE);
    const adminToken = await tokenFor(DEMO.admin);
    // The goal of this cycle is this file's to set: 15 points.
    const meta = await api('/api/ciclo/update', { method: 'PUT', token: adminToken, json: { ciclo: cicloAtual(), meta: 15 } });
    expect(meta.status, meta.text).toBe(200);
    [abaixo, perto, atingiu, desligou, inativo] = await Promise.all([medicoListado(), medicoListado(), medicoListado(), medicoListado(), medicoListado()]);
    const adm = await admin();
    for (const [m, n] of [[perto, 1], [atingiu, 2]] as const) {
      for (let i = 0; i < n; i++) await adm.aprovar((await criar(m.token, { titulo: `Congresso dos lembretes ${i}` })).id);
    }
    expect((await preferencia(desligou.token, desligou.id, false)).data).toEqual({ idMedico: desligou.id, receberLembretes: false });
    expect((await api('/api/medico/update-status', { method: 'PUT', token: adminToken, json: { id: inativo.id, ativar: false } })).status).toBe(200);
    primeira = await rodar(VENCIMENTO);
    // The sender mails each queued reminder, then marks its record 'enviado' (the log lists it).
    await quando(logInteiro, (log) => {
      expect(log).toHaveLength(primeira.enviados);
      expect(log.every((l) => l.situacao === 'enviado')).toBe(true);
    });
  }, 240_000);

  it('queues a mail for each active doctor below the goal who has not opted out, once, with their total, the meta, the deadline and the link, and the sender mails it', async () => {
    expect(primeira).toMatchObject({ data: VENCIMENTO, ciclo: cicloAtual(), jaEnviados: 0, falhas: 0 });
    expect(primeira.enviados).toBeGreaterThan(2);
    expect(await todosOsLembretes()).toHaveLength(primeira.enviados);
    expect(await lembretesPara(abaixo.email)).toHaveLength(1);
    const [mail] = await lembretesPara(perto.email);
    expect(mail!.subject).toBe(`Lembrete: faltam 5 créditos para a meta do ${cicloAtual()}º ciclo`);
    expect(mail!.body.text).toContain(`Olá, ${perto.nome}.`);
    expect(mail!.body.text).toContain('Seus créditos aprovados no ciclo: 10\nMeta do ciclo: 15\nFaltam: 5 créditos');
    expect(mail!.body.text).toContain(`até 31/01/${ANO + 1}`);
    expect(mail!.body.text).toContain(`${baseUrl()}/participacao-medico/home`);
    expect(mail!.body.text).toContain('Perfil');
    for (const m of [atingiu, desligou, inativo]) expect(await lembretesPara(m.email), m.nome).toEqual([]);
  });

  it('sends nothing new on a second run of the same day, nor on a later day of the window (no date: today)', async () => {
    const antes = (await todosOsLembretes()).length;
    expect(await rodar(VENCIMENTO)).toEqual({ ...primeira, enviados: 0, jaEnviados: primeira.enviados });
    expect(await rodar()).toEqual({ ...primeira, enviados: 0, jaEnviados: primeira.enviados });
    expect(await todosOsLembretes()).toHaveLength(antes);
  });

  it('does nothing outside the windows', async () => {
    const antes = (await todosOsLembretes()).length;
    for (const data of [`${ANO}-11-08`, `${ANO}-09-01`, `${ANO}-06-15`]) expect(await rodar(data), data).toEqual({ data: null, ciclo: null, enviados: 0, jaEnviados: 0, falhas: 0, ignorados: 0 });
    expect(await todosOsLembretes()).toHaveLength(antes);
  });

  it('honours the opt-out, and sends on a later day of the window to a doctor who opts back in', async () => {
    expect((await preferencia(desligou.token, desligou.id, true)).data).toEqual({ idMedico: desligou.id, receberLembretes: true });
    const r = await rodar();
    expect(r).toMatchObject({ data: VENCIMENTO, enviados: 1, jaEnviados: primeira.enviados });
    await quando(() => lembretesPara(desligou.email), (l) => expect(l).toHaveLength(1));
  });

  it('keeps each doctor’s reminders in their partition, for "Meus dados"', async () => {
    const { db } = await domain();
    const { lembretesDoMedico } = await import('@emc/functions/lib/db/lembretes');
    expect(await lembretesDoMedico(db, perto.id)).toEqual([{ ciclo: cicloAtual(), data: VENCIMENTO, situacao: 'enviado', tentativaEm: expect.any(String) }]);
    expect(await lembretesDoMedico(db, atingiu.id)).toEqual([]);
  });
});

describe('GET /api/lembrete/get-all-pagination', () => {
  it('lists every reminder once, newest attempt first, 10 a page, with the doctor’s name and CRM; the total is the log’s counter', async () => {
    const todos = await todosOsLembretes();
    const log = await logInteiro();
    const primeiraPagina = await lista('page=1');
    expect(primeiraPagina).toMatchObject({ page: 1, pageSize: 10, totalItems: log.length, totalPages: Math.ceil(log.length / 10) });
    expect(primeiraPagina.responseList).toHaveLength(10);
    // One row per doctor reminded (every mail of the file), the failed attempts counted in their rows.
    expect(new Set(log.map((l) => l.idMedico)).size).toBe(log.length);
    expect(log.length).toBe(todos.length);
    const tempos = log.map((l) => l.tentativaEm);
    expect(tempos).toEqual([...tempos].sort().reverse());
    const row = log.find((l) => l.idMedico === perto.id)!;
    expect(row).toEqual({ idMedico: perto.id, nome: perto.nome, crm: perto.crm, ciclo: cicloAtual(), data: VENCIMENTO, situacao: 'enviado', tentativaEm: expect.any(String), tentativas: 1, totalPontos: 10, meta: 15 });
    expect(log.every((l) => l.nome && l.crm)).toBe(true);
  });

  it('narrows to one cycle, and answers an empty page past the last', async () => {
    const doCiclo = await lista(`page=1&ciclo=${cicloAtual()}`);
    const todos = await lista('page=1');
    expect(doCiclo.totalItems).toBe(todos.totalItems);
    expect(doCiclo.responseList).toEqual(todos.responseList);
    expect(await lista(`page=1&ciclo=${cicloAtual() - 1}`)).toEqual({ responseList: [], page: 1, pageSize: 10, totalItems: 0, totalPages: 1 });
    expect(await lista(`page=${todos.totalPages + 1}`)).toMatchObject({ responseList: [], totalItems: todos.totalItems });
  });

  it('answers 400 in Portuguese to a bad page or cycle, and 403 to a doctor', async () => {
    const token = await tokenFor(DEMO.admin);
    for (const q of ['page=0', 'page=abc', 'ciclo=0', 'ciclo=x', 'ciclo=1.5']) {
      const res = await api(`/api/lembrete/get-all-pagination?${q}`, { token });
      expect(res.status, q).toBe(400);
      for (const m of Object.values(res.data.errors as Record<string, string[]>).flat()) expect(isSafePortuguese(m), m).toBe(true);
    }
    expect((await api('/api/lembrete/get-all-pagination?page=1', { token: abaixo.token })).data).toEqual(FORBIDDEN);
  });
});

describe('with SES down (the world\'s SES stopped, then started again)', () => {
  it('a run still claims and queues the reminders; the log shows falhou after the failed tries; once SES is back each is mailed once and shows enviado; a later run queues nothing', async () => {
    const novo = await medicoListado();
    const outro = await medicoListado();
    // The stream keeps order: their invitations go out first, or they would be the records the stopped SES holds back.
    for (const m of [novo, outro]) await convitesQuandoChegarem(m.email);
    const doLog = async () => (await logInteiro()).filter((l) => l.idMedico === novo.id || l.idMedico === outro.id);
    await sesDoMundo(false);
    try {
      expect(await rodar()).toMatchObject({ data: VENCIMENTO, enviados: 2, falhas: 0 });
      // The first in the outbox fails its tries (0.5, 1, 2 s apart) and the sender marks its record.
      await quando(doLog, (log) => expect(log.some((l) => l.situacao === 'falhou' && l.tentativas === 3)).toBe(true), 60_000);
    } finally {
      await sesDoMundo(true);
    }
    // A restarted SES starts with an empty mailbox.
    for (const m of [novo, outro]) await quando(() => lembretesPara(m.email), (l) => expect(l).toHaveLength(1));
    const log = await quando(doLog, (l) => {
      expect(l).toHaveLength(2);
      expect(l.every((x) => x.situacao === 'enviado')).toBe(true);
    });
    for (const m of [novo, outro]) {
      expect(log.find((l) => l.idMedico === m.id)).toEqual({ idMedico: m.id, nome: m.nome, crm: m.crm, ciclo: cicloAtual(), data: VENCIMENTO, situacao: 'enviado', tentativaEm: expect.any(String), tentativas: expect.any(Number), totalPontos: 0, meta: 15 });
    }
    expect(Math.max(...log.map((l) => l.tentativas))).toBeGreaterThan(3);
    expect(await rodar()).toMatchObject({ enviados: 0, falhas: 0 });
    for (const m of [novo, outro]) expect(await lembretesPara(m.email)).toHaveLength(1);
  }, 120_000);
});

describe('PUT /api/medico/lembretes', () => {
  it('is the doctor’s or a linked secretary’s choice; an administrator, another doctor and another secretary get 403', async () => {
    const m = await medicoListado();
    const secretaria = await novaSecretaria('Secretária dos Lembretes', [{ idMedico: m.id, nome: m.nome, crm: m.crm } as never]);
    const alheia = await novaSecretaria('Secretária de Outro Médico', [{ idMedico: abaixo.id, nome: abaixo.nome, crm: abaixo.crm } as never]);
    const perfil = async () => (await api(`/api/medico/perfil/${m.id}`, { token: m.token })).data.receberLembretes as boolean;
    expect(await perfil()).toBe(true);

    expect((await preferencia(secretaria.token, m.id, false)).data).toEqual({ idMedico: m.id, receberLembretes: false } satisfies LembretesPreferencia);
    expect(await perfil()).toBe(false);
    for (const token of [await tokenFor(DEMO.admin), abaixo.token, alheia.token, await tokenFor(DEMO.chefe)]) {
      const res = await preferencia(token, m.id, true);
      expect(res.status).toBe(403);
      expect(res.data).toEqual(FORBIDDEN);
    }
    expect(await perfil()).toBe(false);
    expect((await preferencia(m.token, m.id, true)).data).toEqual({ idMedico: m.id, receberLembretes: true });
    expect(await perfil()).toBe(true);
    expect((await api('/api/medico/lembretes', { method: 'PUT', json: { idMedico: m.id, receber: false } })).status).toBe(401);
  });

  it('answers 400 in Portuguese to a body that is not { idMedico, receber: boolean }', async () => {
    for (const json of [{ idMedico: abaixo.id }, { idMedico: abaixo.id, receber: 'sim' }, { receber: true }, { idMedico: '', receber: true }, {}]) {
      const res = await preferencia(abaixo.token, (json as { idMedico?: string }).idMedico as string, (json as { receber?: unknown }).receber);
      expect(res.status, JSON.stringify(json)).toBe(400);
      for (const msg of Object.values(res.data.errors as Record<string, string[]>).flat()) expect(isSafePortuguese(msg), msg).toBe(true);
    }
  });

  it('survives the administrators’ doctor update (medico/update replaces the record), with or without a choice stored', async () => {
    const token = await tokenFor(DEMO.admin);
    const fora = await medicoListado();
    const semEscolha = await medicoListado();
    expect((await preferencia(fora.token, fora.id, false)).status).toBe(200);
    for (const m of [fora, semEscolha]) {
      const { id, area: _area, ativo: _ativo, ...campos } = (await api(`/api/medico/get-by-id/${m.id}`, { token })).data as MedicoCadastro;
      const res = await api('/api/medico/update', { method: 'PUT', token, json: { id, ...campos, especialidade: 'Geriatria' } });
      expect(res.status, res.text).toBe(200);
    }
    expect((await api(`/api/medico/perfil/${fora.id}`, { token: fora.token })).data).toMatchObject({ especialidade: 'Geriatria', receberLembretes: false });
    expect((await api(`/api/medico/perfil/${semEscolha.id}`, { token: semEscolha.token })).data).toMatchObject({ especialidade: 'Geriatria', receberLembretes: true });
  });
});
