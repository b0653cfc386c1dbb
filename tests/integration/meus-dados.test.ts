import { beforeAll, describe, expect, it } from 'vitest';
import type { MeusDados, MeusDadosParticipacao } from '@emc/shared/comunicacao';
import type { ParticipacaoDetalhe } from '@emc/shared/participacao';
import { DEMO, api, tokenFor } from '../support/api';
import { anoAtual, cicloAtual } from '../support/clock';
import { FORBIDDEN, PNG, admin, criar, getById, novoMedico, uniquePdf, uploadAnexo, type NovoMedico } from '../support/participacoes';
import { aprovadaNoAno, novaSecretaria, type NovaSecretaria } from '../support/pessoas';

/**
 * "Meus dados" (decisions.md "Privacy (LGPD)"): GET /api/medico/meus-dados/{idMedico} answers the
 * doctor's profile, every participation with its history and certificate links, the reminders sent
 * and the contact messages of the doctor's own account. The doctors are this file's own, so the
 * answer must hold exactly what the test made for them, and nothing of the other doctor.
 */

const meusDados = (idMedico: string, token: string) => api(`/api/medico/meus-dados/${idMedico}`, { token });
const contato = (token: string, assunto: string, mensagem: string) => api('/api/medico/contato', { method: 'POST', token, json: { assunto, mensagem } });

let A: NovoMedico;
let B: NovoMedico;
let SA: NovaSecretaria;
let SB: NovaSecretaria;
let adminToken: string;
/** A's participations by id, with the bytes of each attachment. */
const partesA = new Map<string, { detalhe?: ParticipacaoDetalhe; arquivos: Map<string, Buffer> }>();
const mensagensA: { id: string; assunto: string; mensagem: string; respondida: boolean }[] = [];
/** Ids and texts of B (and of A's secretary) that A's answer must not contain. */
const alheios: string[] = [];

async function enviarContato(token: string, assunto: string, mensagem: string): Promise<string> {
  const res = await contato(token, assunto, mensagem);
  expect(res.status, res.text).toBe(200);
  return res.data.id;
}

beforeAll(async () => {
  adminToken = await tokenFor(DEMO.admin);
  [A, B] = await Promise.all([novoMedico('Dra. Meus Dados Integração'), novoMedico('Dr. Outro Médico Meus Dados')]);
  [SA, SB] = await Promise.all([novaSecretaria('Secretária de A (Meus Dados)', [A]), novaSecretaria('Secretária de B (Meus Dados)', [B])]);
  const adm = await admin();

  // A: one participation in each status, attachments on two of them, and one of the cycle before.
  const pendente = await criar(A.token, { titulo: 'Meus dados: pendente com anexos' });
  const aprovada = await criar(A.token, { titulo: 'Meus dados: aprovada' });
  const reprovada = await criar(A.token, { titulo: 'Meus dados: reprovada' });
  const ajuste = await criar(A.token, { titulo: 'Meus dados: em ajuste' });
  for (const p of [pendente, aprovada, reprovada, ajuste]) partesA.set(p.id, { arquivos: new Map() });
  const anexar = async (id: string, data: Buffer, name: string, type: string) => {
    const res = await uploadAnexo(A.token, id, { data, name, type });
    expect(res.status, res.text).toBe(200);
    partesA.get(id)!.arquivos.set(res.data.id, data);
  };
  await anexar(pendente.id, uniquePdf('meus-dados-1'), 'certificado congresso.pdf', 'application/pdf');
  await anexar(pendente.id, PNG, 'foto.png', 'image/png');
  await anexar(aprovada.id, uniquePdf('meus-dados-2'), 'certificado aprovado.pdf', 'application/pdf');
  await adm.aprovar(aprovada.id, 'Congresso internacional', 'Certificado conferido.');
  await adm.reprovar(reprovada.id);
  await adm.comentar(ajuste.id);
  const anterior = await aprovadaNoAno(A, anoAtual() - 1, 'Meus dados: congresso do ciclo anterior');
  partesA.set(anterior.id, { arquivos: new Map() });
  for (const [id, p] of partesA) p.detalhe = (await getById(A.token, id)).data;

  // A's own messages (one answered); the secretary's for A and B's are not A's.
  for (const [assunto, mensagem] of [
    ['Meus dados: primeira mensagem', 'Quando fecha o ciclo?'],
    ['Meus dados: segunda mensagem', 'Obrigada pela resposta.\nAté logo.'],
  ] as const) mensagensA.push({ id: await enviarContato(A.token, assunto, mensagem), assunto, mensagem, respondida: false });
  const marcada = await api('/api/contato/update-status', { method: 'PUT', token: adminToken, json: { id: mensagensA[0]!.id, respondida: true } });
  expect(marcada.status, marcada.text).toBe(200);
  mensagensA[0]!.respondida = true;

  alheios.push(await enviarContato(SA.token, 'Mensagem da secretária de A', 'Texto da secretária de A.'), 'Texto da secretária de A.');
  alheios.push(await enviarContato(B.token, 'Mensagem de B', 'Texto do médico B.'), 'Texto do médico B.');
  const deB = await criar(B.token, { titulo: 'Participação do outro médico' });
  alheios.push(deB.id, 'Participação do outro médico', B.idMedico, B.crm, B.nome, B.email);
}, 120_000);

/** The answer of `token` for A, checked to be a 200. */
async function dadosDeA(token: string): Promise<MeusDados> {
  const res = await meusDados(A.idMedico, token);
  expect(res.status, res.text).toBe(200);
  return res.data;
}

/** What a participation of "Meus dados" must say, from its detail (get-by-id), without the links. */
function esperada(d: ParticipacaoDetalhe): Omit<MeusDadosParticipacao, 'anexos'> & { anexos: Omit<MeusDadosParticipacao['anexos'][number], 'link'>[] } {
  return {
    id: d.id,
    titulo: d.titulo,
    instituicao: d.instituicao,
    ciclo: d.ciclo,
    dataInicio: d.dataInicio,
    dataFim: d.dataFim,
    cargaHoraria: d.cargaHoraria,
    categoria: d.categoria,
    forma: d.forma,
    ...(d.classificacao ? { classificacao: d.classificacao } : {}),
    status: d.status,
    statusNome: d.statusNome,
    ...(d.status === 2 ? { credito: d.credito } : {}),
    registradaEm: d.criadaEm,
    historico: d.historico,
    anexos: d.anexos.map((a) => ({ id: a.id, nomeArquivo: a.nomeOriginal, tipo: a.tipo, tamanho: a.tamanho })),
  };
}

const semLinks = (p: MeusDadosParticipacao) => ({ ...p, anexos: p.anexos.map(({ link: _l, ...a }) => a) });

describe('Meus dados', () => {
  it("answers exactly the doctor's profile, participations (every status and cycle, history, attachments), reminders and own messages", async () => {
    const antes = Date.now();
    const dados = await dadosDeA(A.token);
    expect(Object.keys(dados).sort()).toEqual(['geradoEm', 'lembretes', 'linksValidosAte', 'mensagensContato', 'participacoes', 'perfil', 'receberLembretes']);

    const perfil = await api(`/api/medico/perfil/${A.idMedico}`, { token: A.token });
    expect(dados.perfil).toEqual(perfil.data);
    expect(dados.perfil.cpf).toBe(A.cpf);
    expect(dados.receberLembretes).toBe(true);
    expect(dados.lembretes).toEqual([]);

    // Every participation, newest cycle and start first, each as its detail says.
    expect(dados.participacoes.map((p) => p.id).sort()).toEqual([...partesA.keys()].sort());
    expect(dados.participacoes.map((p) => p.ciclo)).toEqual([cicloAtual(), cicloAtual(), cicloAtual(), cicloAtual(), cicloAtual() - 1]);
    expect(new Set(dados.participacoes.map((p) => p.status))).toEqual(new Set([1, 2, 3, 4]));
    for (const p of dados.participacoes) expect(semLinks(p)).toEqual(esperada(partesA.get(p.id)!.detalhe!));
    const aprovada = dados.participacoes.find((p) => p.titulo === 'Meus dados: aprovada')!;
    expect(aprovada.historico.map((h) => [h.de, h.para])).toEqual([[null, 1], [1, 2]]);
    expect(aprovada.historico[1]!.texto).toBe('Certificado conferido.');
    expect(aprovada.credito).toBeGreaterThan(0);

    // The certificate links: presigned for an hour, and they download the very bytes uploaded.
    const links = dados.participacoes.flatMap((p) => p.anexos.map((a) => ({ a, bytes: partesA.get(p.id)!.arquivos.get(a.id)! })));
    expect(links).toHaveLength(3);
    for (const { a, bytes } of links) {
      const url = new URL(a.link);
      expect(url.searchParams.get('X-Amz-Expires')).toBe('3600');
      const file = await fetch(url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe(a.tipo);
      expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
    }
    const validos = Date.parse(dados.linksValidosAte);
    expect(validos).toBeGreaterThanOrEqual(antes + 3600_000 - 1000);
    expect(validos).toBeLessThanOrEqual(Date.now() + 3600_000);

    // The doctor's own messages, oldest first; not the secretary's, not another doctor's.
    expect(dados.mensagensContato.map(({ enviadaEm: _e, ...m }) => m)).toEqual(mensagensA);
    for (const m of dados.mensagensContato) expect(Number.isNaN(Date.parse(m.enviadaEm))).toBe(false);

    const json = JSON.stringify(dados);
    for (const alheio of alheios) expect(json, alheio).not.toContain(alheio);
  });

  it("a linked secretary gets the same data with the CPF masked; an administrator with it in full", async () => {
    const doMedico = await dadosDeA(A.token);
    const comparavel = (d: MeusDados) => ({ ...d, geradoEm: undefined, linksValidosAte: undefined, perfil: { ...d.perfil, cpf: undefined }, participacoes: d.participacoes.map(semLinks) });

    const daSecretaria = await dadosDeA(SA.token);
    expect(daSecretaria.perfil.cpf).toBe('***.982.247-**');
    expect(daSecretaria.perfil).toEqual((await api(`/api/medico/perfil/${A.idMedico}`, { token: SA.token })).data);
    expect(comparavel(daSecretaria)).toEqual(comparavel(doMedico));

    const doAdmin = await dadosDeA(adminToken);
    expect(doAdmin.perfil.cpf).toBe(A.cpf);
    expect(comparavel(doAdmin)).toEqual(comparavel(doMedico));
  });

  it("refuses another doctor, a secretary who is not linked, and anonymous callers; an unknown doctor is a 404", async () => {
    for (const token of [B.token, SB.token]) {
      const res = await meusDados(A.idMedico, token);
      expect(res.status).toBe(403);
      expect(res.data).toEqual(FORBIDDEN);
    }
    expect((await api(`/api/medico/meus-dados/${A.idMedico}`)).status).toBe(401);
    const desconhecido = await meusDados('zzzzzzzzzzzz', adminToken);
    expect(desconhecido.status).toBe(404);
    expect(desconhecido.data).toEqual({ title: 'Médico não encontrado.', status: 404 });
    const invalido = await meusDados('x.y', adminToken);
    expect(invalido.status).toBe(400);
    expect(invalido.data).toEqual({ title: 'Ocorreu um erro de validação.', status: 400, errors: { 'params.id': ['Identificador inválido.'] } });
    // B's own answer has B's data and none of A's.
    const deB = (await meusDados(B.idMedico, B.token)).data as MeusDados;
    expect(deB.participacoes.map((p) => p.titulo)).toEqual(['Participação do outro médico']);
    expect(deB.mensagensContato.map((m) => m.assunto)).toEqual(['Mensagem de B']);
    expect(JSON.stringify(deB)).not.toContain(A.idMedico);
  });
});
