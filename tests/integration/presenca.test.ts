import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { AtividadeAdmin, ImportacaoPresenca } from '@emc/shared/catalogos';
import type { DesempenhoMedico } from '@emc/shared/medico';
import type { Paginated, ParticipacaoDetalhe, ParticipacaoResumo } from '@emc/shared/participacao';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, api, claimsOf, tokenFor } from '../support/api';
import { addDias, cicloEncerrado, diasAtras, hoje } from '../support/clock';
import { domain } from '../support/direct';
import { FORBIDDEN, PDF, admin, criar, getById, novoMedico, porStatus, quantidades, type NovoMedico } from '../support/participacoes';
import { novaSecretaria, novoChefe } from '../support/pessoas';

/**
 * The attendance import (atividade/importar-presenca, decisions.md "Catalogues and people"): a list of
 * CRMs (CSV or XLSX) gives each active doctor an approved participation of the activity, with the
 * credits and counters an approval would give; a second run creates nothing; unknown and inactive
 * CRMs are reported; a file that is not a list is refused with nothing written.
 */

let adminToken: string;
let adminNome: string;
let linhas: { suporte: Row; curso: Row };
type Row = { id: string; idCategoria: string; idForma: string; pontos: number; tetoCiclo?: number };

const sufixo = () => randomBytes(4).toString('hex');
/** A CRM no doctor has: test doctors have 9 digits, demo ones 5 or 6. */
const crmDesconhecido = () => `1${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

beforeAll(async () => {
  adminToken = await tokenFor(DEMO.admin);
  adminNome = claimsOf(adminToken).name;
  const a = await admin();
  linhas = { suporte: a.classificacao('Curso de suporte de vida (ACLS, ATLS, PALS)'), curso: a.classificacao('Curso presencial com avaliação') };
});

/** A new activity that ended yesterday (or today on 1 January), under a row of the credit table. */
async function atividade(row: Row = linhas.suporte, overrides: Record<string, unknown> = {}): Promise<AtividadeAdmin> {
  const res = await api('/api/atividade/create', {
    method: 'POST',
    token: adminToken,
    json: {
      nome: `Curso com Lista de Presença ${sufixo()}`,
      idCategoria: row.idCategoria,
      idForma: row.idForma,
      idClassificacao: row.id,
      instituicao: 'Centro de Simulação Hospital Exemplo',
      local: 'Centro de Simulação',
      dataInicio: diasAtras(2),
      dataFim: diasAtras(1),
      cargaHoraria: 16,
      ...overrides,
    },
  });
  expect(res.status, res.text).toBe(200);
  return res.data as AtividadeAdmin;
}

/** The import as multipart, by the administrator unless another token (or null: none) is given; `desde` as the dialog's later calls send it. */
function importar(idAtividade: string, data: Buffer, nome = 'lista.csv', token: string | null = adminToken, desde?: string) {
  const form = new FormData();
  form.set('idAtividade', idAtividade);
  if (desde !== undefined) form.set('desde', desde);
  form.set('file', new Blob([new Uint8Array(data)]), nome);
  return api('/api/atividade/importar-presenca', { method: 'POST', token: token ?? undefined, body: form });
}

async function importou(idAtividade: string, data: Buffer, nome?: string, desde?: number): Promise<ImportacaoPresenca> {
  const res = await importar(idAtividade, data, nome, adminToken, desde === undefined ? undefined : String(desde));
  expect(res.status, res.text).toBe(200);
  return res.data as ImportacaoPresenca;
}

/** The list as Brazilian Excel saves a CSV: BOM, `;`, CRLF, a name column before the CRMs. */
const csvDe = (crms: string[]) => Buffer.from(`\uFEFFNome;CRM;Assinatura\r\n${crms.map((c, i) => `Participante ${i};${c};presente`).join('\r\n')}\r\n\r\n`, 'utf8');

async function xlsxDe(crms: string[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Presença');
  ws.addRow(['Lista de presença']);
  ws.addRow(['Nº', 'Nome', 'crm']);
  crms.forEach((c, i) => ws.addRow([i + 1, `Participante ${i}`, /^\d+$/.test(c) ? Number(c) : c]));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const desempenho = async (m: NovoMedico) => (await api(`/api/medico/desempenho/${m.idMedico}`, { token: m.token })).data as DesempenhoMedico;

/** The activity's participations in the administrators' queue (its name is unique), in a status. */
async function naFila(a: AtividadeAdmin, status: number): Promise<number> {
  const res = await api(`/api/participacao/participacoes-administrador?status=${status}&page=1&texto=${encodeURIComponent(a.nome)}`, { token: adminToken });
  expect(res.status, res.text).toBe(200);
  return (res.data as Paginated<unknown>).totalItems;
}

/** An inactive doctor, straight in the table (no account: they cannot log in anyway). */
async function medicoInativo(): Promise<{ crm: string }> {
  const d = await domain();
  const [{ putMedico }, { newId }] = await Promise.all([import('@emc/functions/lib/db/medicos'), import('@emc/functions/lib/ids')]);
  const idMedico = newId();
  const crm = String(900000000 + Math.floor(Math.random() * 99999999));
  await putMedico(
    d.db,
    {
      idMedico,
      nome: 'Médico Inativo da Lista',
      crm,
      ativo: false,
      cpf: '529.982.247-25',
      sexo: 'Masculino',
      dataNascimento: '1970-01-01',
      estadoCivil: 'Casado(a)',
      especialidade: 'Clínica Médica',
      especialidadesSecundarias: [],
      categoriaProfissional: 'Titular',
      tipo: 'Funcionário',
      telefone: '',
      celular: '',
      email: `inativo-${idMedico}@hospital.example`,
      idArea: 'sem-area',
    },
    { listed: false },
  );
  return { crm };
}

describe('a good list', () => {
  let ana: NovoMedico;
  let bruno: NovoMedico;
  let inativo: { crm: string };
  beforeAll(async () => {
    [ana, bruno, inativo] = await Promise.all([novoMedico('Ana da Lista de Presença'), novoMedico('Bruno da Lista de Presença'), medicoInativo()]);
  });

  it('CSV with ; and BOM: approves one participation per doctor, as an approval would, and reports the rest', async () => {
    const a = await atividade();
    const desconhecido = crmDesconhecido();
    const antes = await Promise.all([desempenho(ana), quantidades(ana.token, ana.idMedico)]);
    // Ana's CRM written with dots, twice; Bruno's as CRM/SP …; a blank line; an inactive and an unknown CRM.
    const arquivo = csvDe([ana.crm.replace(/(\d{3})(?=\d)/g, '$1.'), `CRM/SP ${bruno.crm}`, '', ana.crm, inativo.crm, desconhecido]);

    expect(await importou(a.id, arquivo)).toEqual({ criadas: 2, jaExistentes: 0, naoEncontrados: [desconhecido], inativos: [inativo.crm], concluida: true, total: 4, processados: 4 });

    const lista = (await porStatus(ana.token, ana.idMedico, 2)).data as Paginated<ParticipacaoResumo>;
    const resumo = lista.responseList.find((p) => p.titulo === a.nome)!;
    // No certificate: the attendance list is its proof, and every view says where it came from.
    expect(resumo).toMatchObject({ quantidadeAnexos: 0, origem: 'presenca' });
    const detalhe = (await getById(ana.token, resumo.id)).data as ParticipacaoDetalhe;
    expect(detalhe).toMatchObject({
      idMedico: ana.idMedico,
      status: 2,
      statusNome: 'Aprovada',
      titulo: a.nome,
      idAtividade: a.id,
      idCategoria: a.idCategoria,
      idForma: a.idForma,
      instituicao: a.instituicao,
      dataInicio: a.dataInicio,
      dataFim: a.dataFim,
      cargaHoraria: 16,
      idClassificacao: linhas.suporte.id,
      classificacao: 'Curso de suporte de vida (ACLS, ATLS, PALS)',
      valor: 'alto valor',
      creditoCalculado: 12,
      credito: 12,
      podeEditar: false,
      podeExcluir: false,
      origem: 'presenca',
      anexos: [],
    });
    expect(detalhe.historico).toEqual([{ em: detalhe.decididaEm, por: adminNome, de: null, para: 2, texto: `Presença importada por ${adminNome}` }]);

    const [depois, qDepois] = await Promise.all([desempenho(ana), quantidades(ana.token, ana.idMedico)]);
    expect(depois.totalPontos).toBe(antes[0].totalPontos + 12);
    expect(depois.altaRelevanciaPontos).toBe(antes[0].altaRelevanciaPontos + 12);
    expect(depois.totalAprovados).toBe(antes[0].totalAprovados + 1);
    expect(depois.totalRegistros).toBe(antes[0].totalRegistros + 1);
    expect(qDepois[2]).toBe(antes[1][2] + 1);
    expect(await naFila(a, 2)).toBe(2);
    expect(await naFila(a, 1)).toBe(0);
    const fila = await api(`/api/participacao/participacoes-administrador?status=2&page=1&texto=${encodeURIComponent(a.nome)}`, { token: adminToken });
    expect((fila.data as Paginated<{ origem?: string; quantidadeAnexos: number }>).responseList.map((r) => [r.origem, r.quantidadeAnexos])).toEqual([
      ['presenca', 0],
      ['presenca', 0],
    ]);
  });

  it('XLSX (built with exceljs, CRMs as numbers under a title row) works the same, and a second run creates nothing', async () => {
    const a = await atividade();
    const desconhecido = crmDesconhecido();
    const arquivo = await xlsxDe([ana.crm, bruno.crm, inativo.crm, desconhecido, 'sem CRM']);
    const antes = await desempenho(bruno);
    expect(await importou(a.id, arquivo, 'presenca.xlsx')).toEqual({ criadas: 2, jaExistentes: 0, naoEncontrados: ['sem CRM', desconhecido], inativos: [inativo.crm], concluida: true, total: 4, processados: 4 });
    expect((await desempenho(bruno)).totalPontos).toBe(antes.totalPontos + 12);

    // The same file again, and the same list as CSV: nothing new.
    expect(await importou(a.id, arquivo, 'presenca.xlsx')).toEqual({ criadas: 0, jaExistentes: 2, naoEncontrados: ['sem CRM', desconhecido], inativos: [inativo.crm], concluida: true, total: 4, processados: 4 });
    expect(await importou(a.id, csvDe([bruno.crm, ana.crm]))).toEqual({ criadas: 0, jaExistentes: 2, naoEncontrados: [], inativos: [], concluida: true, total: 2, processados: 2 });
    expect((await desempenho(bruno)).totalPontos).toBe(antes.totalPontos + 12);
    expect(await naFila(a, 2)).toBe(2);
  });

  it('a run that stopped midway is finished by the same file, with no duplicate', async () => {
    const a = await atividade();
    const carla = await novoMedico('Carla da Lista de Presença');
    // What a run stopped after its first batch leaves: some doctors done.
    expect(await importou(a.id, csvDe([ana.crm]))).toMatchObject({ criadas: 1 });
    expect(await importou(a.id, csvDe([ana.crm, bruno.crm, carla.crm]))).toEqual({ criadas: 2, jaExistentes: 1, naoEncontrados: [], inativos: [], concluida: true, total: 3, processados: 3 });
    expect(await naFila(a, 2)).toBe(3);
  });

  it('a long list (read against the whole staff) still finds doctors the staff\'s index leaves out', async () => {
    const a = await atividade();
    const desconhecidos = Array.from({ length: 118 }, crmDesconhecido);
    const r = await importou(a.id, csvDe([...desconhecidos.slice(0, 60), ana.crm, ...desconhecidos.slice(60), bruno.crm]));
    expect(r).toEqual({ criadas: 2, jaExistentes: 0, naoEncontrados: desconhecidos, inativos: [], concluida: true, total: 120, processados: 120 });
    expect(await naFila(a, 2)).toBe(2);
  });

  it('two imports of one list at once create each participation once', async () => {
    const a = await atividade();
    const outros = await Promise.all([novoMedico('Dora da Lista'), novoMedico('Edu da Lista'), novoMedico('Fabi da Lista')]);
    const arquivo = csvDe([ana.crm, bruno.crm, ...outros.map((m) => m.crm)]);
    const [r1, r2] = await Promise.all([importou(a.id, arquivo), importou(a.id, arquivo)]);
    expect(r1.criadas + r2.criadas).toBe(5);
    expect(r1.criadas + r1.jaExistentes).toBe(5);
    expect(r2.criadas + r2.jaExistentes).toBe(5);
    expect(await naFila(a, 2)).toBe(5);
    const q = await quantidades(outros[0]!.token, outros[0]!.idMedico);
    expect(q[2]).toBe(1);
    // The participation's id is the one derived from the activity and the doctor: both imports wrote the same key.
    await domain();
    const { presencaId } = await import('@emc/functions/lib/participacoes/presenca');
    const [dela] = ((await porStatus(outros[0]!.token, outros[0]!.idMedico, 2)).data as Paginated<ParticipacaoResumo>).responseList;
    expect(dela!.id).toBe(presencaId(a.id, outros[0]!.idMedico));
  });

  it('skips a doctor who already registered the activity from the catalogue', async () => {
    const a = await atividade();
    const gabi = await novoMedico('Gabi da Lista');
    const propria = await criar(gabi.token, { titulo: a.nome, idAtividade: a.id, idCategoria: a.idCategoria, idForma: a.idForma, dataInicio: a.dataInicio, dataFim: a.dataFim, cargaHoraria: 16 });
    expect(await importou(a.id, csvDe([gabi.crm, ana.crm]))).toEqual({ criadas: 1, jaExistentes: 1, naoEncontrados: [], inativos: [], concluida: true, total: 2, processados: 2 });
    expect(await quantidades(gabi.token, gabi.idMedico)).toEqual({ 1: 1, 2: 0, 3: 0, 4: 0 });
    const dela = (await getById(gabi.token, propria.id)).data as ParticipacaoDetalhe;
    expect(dela.status).toBe(1);
    expect(dela.origem).toBeUndefined();
  });
});

describe('credits under a capped row', () => {
  it('counts what the row already gave the doctor in the cycle, as an approval does', async () => {
    // "Curso presencial com avaliação": 1 point per hour, at most 20 per cycle.
    const helena = await novoMedico('Helena do Teto');
    const antes = await desempenho(helena);
    const primeira = await atividade(linhas.curso, { cargaHoraria: 16 });
    const segunda = await atividade(linhas.curso, { cargaHoraria: 16 });
    expect(await importou(primeira.id, csvDe([helena.crm]))).toMatchObject({ criadas: 1 });
    expect(await importou(segunda.id, csvDe([helena.crm]))).toMatchObject({ criadas: 1 });
    const lista = ((await porStatus(helena.token, helena.idMedico, 2)).data as Paginated<ParticipacaoResumo>).responseList;
    const detalhe = async (nome: string) => (await getById(helena.token, lista.find((p) => p.titulo === nome)!.id)).data as ParticipacaoDetalhe;
    expect(await detalhe(primeira.nome)).toMatchObject({ creditoCalculado: 16, credito: 16 });
    const cortada = await detalhe(segunda.nome);
    expect(cortada).toMatchObject({ creditoCalculado: 16, credito: 4 });
    expect(cortada.motivoTeto).toContain('vale no máximo 20 créditos por ciclo; 16 já foram contabilizados');
    expect((await desempenho(helena)).totalPontos).toBe(antes.totalPontos + 20);
  });
});

describe('segregation of duties', () => {
  it("an administrator-doctor's own CRM becomes a pending participation for another administrator", async () => {
    const chefe = await novoChefe('Chefe da Lista de Presença');
    const ivo = await novoMedico('Ivo da Lista');
    const a = await atividade();
    const res = await importar(a.id, csvDe([chefe.crm, ivo.crm]), 'lista.csv', chefe.token);
    expect(res.status, res.text).toBe(200);
    expect(res.data).toEqual({ criadas: 2, jaExistentes: 0, naoEncontrados: [], inativos: [], concluida: true, total: 2, processados: 2 });
    const [propria] = ((await porStatus(chefe.token, chefe.idMedico, 1)).data as Paginated<ParticipacaoResumo>).responseList.filter((p) => p.titulo === a.nome);
    const detalhe = (await getById(chefe.token, propria!.id)).data as ParticipacaoDetalhe;
    expect(detalhe).toMatchObject({ status: 1, credito: 0 });
    expect(detalhe.historico[0]!.texto).toBe(`Presença importada por ${chefe.nome}; aguarda a análise de outro administrador.`);
    expect(await naFila(a, 2)).toBe(1);
    expect(await naFila(a, 1)).toBe(1);
  });
});

describe('the activity', () => {
  let joana: NovoMedico;
  beforeAll(async () => {
    joana = await novoMedico('Joana das Recusas');
  });

  const recusa = async (idAtividade: string, mensagem: string, status = 400) => {
    const res = await importar(idAtividade, csvDe([joana.crm]));
    expect(res.status, res.text).toBe(status);
    if (status === 400) expect(res.data).toEqual({ title: 'Ocorreu um erro de validação.', status: 400, errors: { idAtividade: [mensagem] } });
    else expect(res.data).toEqual({ title: mensagem, status });
  };

  it('must exist, be active, have ended, and suggest a row of the credit table', async () => {
    await recusa('naoexiste0000', 'Atividade não encontrada.', 404);
    const inativa = await atividade();
    await api('/api/atividade/update-status', { method: 'PUT', token: adminToken, json: { id: inativa.id, ativar: false } });
    await recusa(inativa.id, 'A atividade está desativada. Reative-a antes de importar a presença.');
    const futura = await atividade(linhas.suporte, { dataInicio: hoje(), dataFim: addDias(hoje(), 1) });
    await recusa(futura.id, `A presença só pode ser importada depois do término da atividade (${addDias(hoje(), 1).split('-').reverse().join('/')}).`);
    const semLinha = await atividade(linhas.suporte, { idClassificacao: null });
    await recusa(semLinha.id, 'Defina a classificação sugerida da atividade antes de importar a presença.');
    expect(await quantidades(joana.token, joana.idMedico)).toEqual({ 1: 0, 2: 0, 3: 0, 4: 0 });
  });

  it('must be in a cycle that still takes participations', async () => {
    const d = await domain();
    const [{ putAtividade }, { newId }] = await Promise.all([import('@emc/functions/lib/db/atividades'), import('@emc/functions/lib/ids')]);
    const encerrado = cicloEncerrado();
    const id = newId();
    const row = linhas.suporte;
    await putAtividade(d.db, { id, nome: `Curso Antigo ${sufixo()}`, idCategoria: row.idCategoria, idForma: row.idForma, idClassificacao: row.id, instituicao: 'Hospital', local: '', dataInicio: encerrado.data, dataFim: encerrado.data, cargaHoraria: 4, ativo: true });
    await recusa(id, encerrado.mensagem);
  });

  it('must have hours its period can hold (an activity saved before the rule)', async () => {
    const d = await domain();
    const [{ putAtividade }, { newId }] = await Promise.all([import('@emc/functions/lib/db/atividades'), import('@emc/functions/lib/ids')]);
    const id = newId();
    const row = linhas.suporte;
    const ontem = addDias(hoje(), -1);
    await putAtividade(d.db, { id, nome: `Curso de um dia e 48 horas ${sufixo()}`, idCategoria: row.idCategoria, idForma: row.idForma, idClassificacao: row.id, instituicao: 'Hospital', local: '', dataInicio: ontem, dataFim: ontem, cargaHoraria: 48, ativo: true });
    await recusa(id, 'A carga horária da atividade não cabe no seu período. Corrija a atividade antes de importar a presença.');
    expect(await quantidades(joana.token, joana.idMedico)).toEqual({ 1: 0, 2: 0, 3: 0, 4: 0 });
  });
});

describe('a file that is not a list', () => {
  it('is refused with a Portuguese message on file, and nothing is written', async () => {
    const kelly = await novoMedico('Kelly dos Arquivos Ruins');
    const a = await atividade();
    const wb = await xlsxDe([kelly.crm]);
    const casos: [string, Buffer, string][] = [
      ['bytes.csv', randomBytes(2048), 'Envie uma planilha CSV ou XLSX com a coluna CRM.'],
      ['lista.pdf', PDF, 'O arquivo é um PDF, não uma planilha. Envie uma planilha CSV ou XLSX com a coluna CRM.'],
      ['lista.csv', Buffer.from(`<html><body><table><tr><td>CRM</td></tr><tr><td>${kelly.crm}</td></tr></table></body></html>`), 'O arquivo é uma página HTML ou XML, não uma planilha. Envie uma planilha CSV ou XLSX com a coluna CRM.'],
      ['lista.xlsx', wb.subarray(0, Math.floor(wb.length * 0.6)), 'A planilha XLSX está corrompida ou incompleta. Salve-a de novo no Excel e envie outra vez.'],
      ['vazio.csv', Buffer.alloc(0), 'O arquivo está vazio.'],
      ['sem-crm.csv', Buffer.from('Nome;Assinatura\nKelly;ok\n'), 'Nenhum CRM foi encontrado no arquivo. Os CRMs devem estar na coluna com o título CRM ou na primeira coluna.'],
      ['grande.csv', Buffer.alloc(2 * 1024 * 1024 + 1, 0x31), 'O arquivo excede o limite de 2 MB.'],
    ];
    for (const [nome, data, mensagem] of casos) {
      const res = await importar(a.id, data, nome);
      expect(res.status, `${nome}: ${res.text}`).toBe(400);
      expect(res.data).toEqual({ title: 'Ocorreu um erro de validação.', status: 400, errors: { file: [mensagem] } });
    }
    const semArquivo = new FormData();
    semArquivo.set('idAtividade', a.id);
    const res = await api('/api/atividade/importar-presenca', { method: 'POST', token: adminToken, body: semArquivo });
    expect(res.status).toBe(400);
    expect(res.data.errors).toEqual({ file: ['Envie o arquivo da lista de presença.'] });

    expect(await quantidades(kelly.token, kelly.idMedico)).toEqual({ 1: 0, 2: 0, 3: 0, 4: 0 });
    expect(await naFila(a, 2)).toBe(0);
    // The good file still works afterwards.
    expect(await importou(a.id, wb, 'lista.xlsx')).toMatchObject({ criadas: 1 });
  });
});

describe('who may import', () => {
  it('administrators only', async () => {
    const lia = await novoMedico('Lia das Permissões');
    const secretaria = await novaSecretaria('Secretária das Permissões', [lia]);
    const a = await atividade();
    for (const token of [lia.token, secretaria.token, await tokenFor(DEMO.medico)]) {
      const res = await importar(a.id, csvDe([lia.crm]), 'lista.csv', token);
      expect(res.status).toBe(403);
      expect(res.data).toEqual(FORBIDDEN);
    }
    expect((await importar(a.id, csvDe([lia.crm]), 'lista.csv', null)).status).toBe(401);
    expect(await quantidades(lia.token, lia.idMedico)).toEqual({ 1: 0, 2: 0, 3: 0, 4: 0 });
  });
});

describe('the demo data', () => {
  it('seeds an ended activity with a suggested row, ready for its list, and an inactive one', async () => {
    const d = await domain();
    const [{ seedAtividadesPresenca, ATIVIDADE_COM_LISTA }, presenca] = await Promise.all([import('../../scripts/local/seed/presenca'), import('@emc/functions/lib/participacoes/presenca')]);
    const { idAtividade, idInativa } = await seedAtividadesPresenca(d.db, hoje());
    const ler = async (id: string) => (await api(`/api/atividade/get-by-id/${id}`, { token: adminToken })).data as AtividadeAdmin;
    const [ativa, inativa] = await Promise.all([ler(idAtividade), ler(idInativa)]);
    expect(ativa).toMatchObject({ nome: ATIVIDADE_COM_LISTA, ativo: true, classificacao: 'Curso de suporte de vida (ACLS, ATLS, PALS)' });
    expect(ativa.dataFim < hoje()).toBe(true);
    expect(inativa.ativo).toBe(false);
    expect((await presenca.atividadeParaPresenca(d.db, idAtividade)).atividade.id).toBe(idAtividade);
  });
});

describe('the time limit', () => {
  it('a call whose time is up at its start still writes its first batch, and the same file again creates nothing', async () => {
    const d = await domain();
    const { importarPresenca } = await import('@emc/functions/relatorios/importar-presenca');
    const mia = await novoMedico('Mia do Prazo');
    const a = await atividade();
    const arquivo = csvDe([mia.crm, 'sem CRM']);
    // The action as the route runs it, with a limit already reached: only the first batch starts (falhas-presenca.test.ts cuts a longer list).
    const input = { params: {}, query: {}, headers: {}, body: { idAtividade: a.id, desde: 0 }, files: [{ field: 'file', filename: 'lista.csv', contentType: 'text/csv', data: arquivo }] };
    expect(await importarPresenca(input, (await admin()).principal, { db: d.db, prazoMs: 0 })).toEqual({ criadas: 1, jaExistentes: 0, naoEncontrados: ['sem CRM'], inativos: [], concluida: true, total: 1, processados: 1 });
    expect(await quantidades(mia.token, mia.idMedico)).toEqual({ 1: 0, 2: 1, 3: 0, 4: 0 });
    expect(await importou(a.id, arquivo)).toEqual({ criadas: 0, jaExistentes: 1, naoEncontrados: ['sem CRM'], inativos: [], concluida: true, total: 1, processados: 1 });
  });

  it('a later call starts where the earlier ones stopped (desde): only the rest of the list is done and reported', async () => {
    const [nina, otto] = await Promise.all([novoMedico('Nina do Desde'), novoMedico('Otto do Desde')]);
    const inativo = await medicoInativo();
    const desconhecido = crmDesconhecido();
    const a = await atividade();
    // 'sem CRM' is not one of the list's CRMs: the call that starts the list reports it.
    const arquivo = csvDe([nina.crm, desconhecido, 'sem CRM', otto.crm, inativo.crm]);
    expect(await importou(a.id, arquivo, 'lista.csv', 2)).toEqual({ criadas: 1, jaExistentes: 0, naoEncontrados: [], inativos: [inativo.crm], concluida: true, total: 4, processados: 4 });
    expect(await quantidades(nina.token, nina.idMedico)).toEqual({ 1: 0, 2: 0, 3: 0, 4: 0 });
    expect(await quantidades(otto.token, otto.idMedico)).toEqual({ 1: 0, 2: 1, 3: 0, 4: 0 });
    // From the start: Nina is new, Otto already has it.
    expect(await importou(a.id, arquivo, 'lista.csv', 0)).toEqual({ criadas: 1, jaExistentes: 1, naoEncontrados: ['sem CRM', desconhecido], inativos: [inativo.crm], concluida: true, total: 4, processados: 4 });
    // At the end there is nothing left to do.
    expect(await importou(a.id, arquivo, 'lista.csv', 4)).toEqual({ criadas: 0, jaExistentes: 0, naoEncontrados: [], inativos: [], concluida: true, total: 4, processados: 4 });
    expect(await naFila(a, 2)).toBe(2);
  });

  it('a later call also skips a doctor who registered the activity themselves', async () => {
    const [rui, sara] = await Promise.all([novoMedico('Rui do Desde'), novoMedico('Sara do Desde')]);
    const a = await atividade();
    await criar(sara.token, { titulo: a.nome, idAtividade: a.id, idCategoria: a.idCategoria, idForma: a.idForma, dataInicio: a.dataInicio, dataFim: a.dataFim, cargaHoraria: 16 });
    expect(await importou(a.id, csvDe([rui.crm, sara.crm]), 'lista.csv', 1)).toEqual({ criadas: 0, jaExistentes: 1, naoEncontrados: [], inativos: [], concluida: true, total: 2, processados: 2 });
    expect(await quantidades(sara.token, sara.idMedico)).toEqual({ 1: 1, 2: 0, 3: 0, 4: 0 });
  });

  it('refuses a position the list does not have, with a Portuguese message on desde', async () => {
    const pia = await novoMedico('Pia do Desde');
    const a = await atividade();
    for (const [desde, mensagem] of [
      ['2', 'A planilha mudou desde o início da importação. Envie-a de novo.'],
      ['-1', 'A posição na lista deve ser um número inteiro de 0 a 5000.'],
      ['um', 'A posição na lista deve ser um número inteiro de 0 a 5000.'],
    ] as const) {
      const res = await importar(a.id, csvDe([pia.crm]), 'lista.csv', adminToken, desde);
      expect(res.status, res.text).toBe(400);
      expect(res.data).toEqual({ title: 'Ocorreu um erro de validação.', status: 400, errors: { desde: [mensagem] } });
    }
    expect(await quantidades(pia.token, pia.idMedico)).toEqual({ 1: 0, 2: 0, 3: 0, 4: 0 });
  });
});
