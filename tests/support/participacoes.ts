import { randomBytes } from 'node:crypto';
import type { CategoriaItem, FormaItem, QuantidadeStatus } from '@emc/shared/participacao';
import type { StatusCode } from '@emc/shared/status';
import { DEMO, DEMO_PASSWORD, api, claimsOf, tokenFor } from './api';
import { diasAtras, hoje } from './clock';
import { domain } from './direct';

/** A small but real PDF (starts with %PDF-), and a 1×1 PNG. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A PDF whose bytes differ from every other one made here (to tell replacements apart). */
export const uniquePdf = (label = randomBytes(6).toString('hex')) => Buffer.concat([PDF, Buffer.from(`% ${label}\n`, 'latin1')]);

export const STALE = 'A participação foi alterada por outro usuário. Recarregue a página.';
export const FORBIDDEN = { title: 'Você não tem permissão para acessar este recurso.', status: 403 };

export interface Tabela {
  categorias: CategoriaItem[];
  formas: FormaItem[];
  categoria(nome: string): string;
  forma(nome: string): string;
}

let tabelaCache: Promise<Tabela> | undefined;

/** The active categories and forms, read through the API once per test file. */
export function tabela(): Promise<Tabela> {
  tabelaCache ??= (async () => {
    const token = await tokenFor(DEMO.medico);
    const [c, f] = await Promise.all([api('/api/categoria/get-list-name', { token }), api('/api/forma/get-list-name', { token })]);
    if (c.status !== 200 || f.status !== 200) throw new Error(`tabela: ${c.status} ${f.status}`);
    const categorias = c.data as CategoriaItem[];
    const formas = f.data as FormaItem[];
    const find = (list: { id: string; nome: string }[], nome: string) => {
      const hit = list.find((x) => x.nome === nome);
      if (!hit) throw new Error(`não encontrado: ${nome}`);
      return hit.id;
    };
    return { categorias, formas, categoria: (n) => find(categorias, n), forma: (n) => find(formas, n) };
  })();
  return tabelaCache;
}

/** A valid create body (Congresso, Ouvinte, from two days ago to today, in the current cycle), with overrides. */
export async function campos(overrides: Record<string, unknown> = {}) {
  const t = await tabela();
  return {
    titulo: `Teste de integração ${randomBytes(4).toString('hex')}`,
    idCategoria: t.categoria('Congressos e eventos científicos'),
    idForma: t.forma('Ouvinte'),
    instituicao: 'Sociedade Brasileira de Testes',
    dataInicio: diasAtras(2),
    dataFim: hoje(),
    cargaHoraria: 8,
    descricao: 'Criada por um teste de integração.',
    ...overrides,
  };
}

/** Creates a participation through the API and returns its detail (throws unless 200). */
export async function criar(token: string, overrides: Record<string, unknown> = {}) {
  const res = await api('/api/participacao/create', { method: 'POST', token, json: await campos(overrides) });
  if (res.status !== 200) throw new Error(`create: ${res.status} ${res.text}`);
  return res.data;
}

export async function getById(token: string, id: string) {
  return api(`/api/participacao/get-by-id/${id}`, { token });
}

/** The doctor's count per status, from medico.participacoesQuantidade. */
export async function quantidades(token: string, idMedico: string): Promise<Record<StatusCode, number>> {
  const res = await api(`/api/medico/participacoes-quantidade?idMedico=${idMedico}`, { token });
  if (res.status !== 200) throw new Error(`quantidade: ${res.status} ${res.text}`);
  return Object.fromEntries((res.data as QuantidadeStatus[]).map((q) => [q.status, q.quantidade])) as Record<StatusCode, number>;
}

/** The first page of a doctor's participations in a status. */
export async function porStatus(token: string, idMedico: string, status: number, page = 1) {
  return api(`/api/medico/participacoes-status?idMedico=${idMedico}&status=${status}&page=${page}`, { token });
}

export interface FilePart {
  data: Buffer;
  name?: string;
  type?: string;
}

/** A multipart body with text fields and one `file` part, as the web sends it. */
export function multipart(fields: Record<string, string>, file?: FilePart): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/pdf' }), file.name ?? 'arquivo.pdf');
  return form;
}

export async function uploadAnexo(token: string, idParticipacao: string, file: FilePart, opts: { nomeOriginal?: string; idUsuario?: string } = {}) {
  const idUsuario = opts.idUsuario ?? claimsOf(token).idUsuario;
  const form = multipart({ idParticipacao, idUsuario, nomeOriginal: opts.nomeOriginal ?? file.name ?? 'certificado.pdf' }, file);
  return api('/api/participacao_anexo/upload-anexo', { method: 'POST', token, body: form });
}

export async function updateAnexo(token: string, id: string, file: FilePart, opts: { nomeOriginal?: string; idUsuario?: string } = {}) {
  const idUsuario = opts.idUsuario ?? claimsOf(token).idUsuario;
  const form = multipart({ id, idUsuario, nomeOriginal: opts.nomeOriginal ?? file.name ?? 'certificado.pdf' }, file);
  return api('/api/participacao_anexo/update-anexo', { method: 'PUT', token, body: form });
}

/** get-by-id-anexo, then the presigned link it redirects to. */
export async function baixarAnexo(token: string, id: string) {
  const redirect = await api(`/api/participacao_anexo/get-by-id-anexo/${id}`, { token });
  if (redirect.status !== 302) return { redirect, file: undefined };
  const res = await fetch(redirect.headers.get('location')!);
  return { redirect, file: { status: res.status, headers: res.headers, data: Buffer.from(await res.arrayBuffer()) } };
}

/**
 * The administrator's decisions, through the domain functions (their routes do not exist yet).
 * Loaded after domain() set the stack's environment.
 */
export async function admin() {
  const d = await domain();
  const [decisoes, tabelaDb] = await Promise.all([import('@emc/functions/lib/participacoes/decisoes'), import('@emc/functions/lib/db/tabela')]);
  const u = (await d.getUsuarioByEmail(d.db, DEMO.admin))!;
  const principal = { idUsuario: u.idUsuario, name: u.nome, email: u.email, roles: u.roles, idMedico: u.idMedico, crm: u.crm };
  const classificacoes = await tabelaDb.listClassificacoes(d.db);
  const classificacao = (descricao: string) => {
    const c = classificacoes.find((x) => x.descricao === descricao);
    if (!c) throw new Error(`classificação não encontrada: ${descricao}`);
    return c;
  };
  return {
    principal,
    classificacao,
    /** Approves with a credit-table row (default: Congresso internacional, 10 points per event, no cap). */
    aprovar: (id: string, descricao = 'Congresso internacional', observacao?: string) =>
      decisoes.aprovarParticipacao(d.db, principal, { id, idClassificacao: classificacao(descricao).id, observacao }),
    /** Sends it back to the doctor with a comment (→ 4, Em ajuste). */
    comentar: (id: string, motivo = 'Anexe o certificado completo, por favor.') => decisoes.reprovarComentarParticipacao(d.db, principal, { id, reprovar: false, status: 4, motivo }),
    reprovar: (id: string, motivo = 'Atividade sem relação com o programa.') => decisoes.reprovarComentarParticipacao(d.db, principal, { id, reprovar: true, status: 3, motivo }),
  };
}

export interface NovoMedico {
  email: string;
  nome: string;
  crm: string;
  cpf: string;
  idMedico: string;
  idUsuario: string;
  /** The area's name, as the profile shows it. */
  area: string;
  token: string;
}

/**
 * A fresh doctor with a login and no participations, so a test can assert exact counts while other
 * files change the demo doctors. Left out of the doctors' name index, so no list of doctors changes,
 * unless `listed` (then Corpo Clínico lists and finds her, and the doctors' searches suggest her).
 * A Funcionário unless `tipo` says otherwise.
 */
export async function novoMedico(
  nome = 'Médico de Teste Integração',
  { tipo = 'Funcionário', listed = false }: { tipo?: 'Funcionário' | 'Não funcionário'; listed?: boolean } = {},
): Promise<NovoMedico> {
  const d = await domain();
  const [{ listAreas }, { putMedico }, { newId }] = await Promise.all([
    import('@emc/functions/lib/db/areas'),
    import('@emc/functions/lib/db/medicos'),
    import('@emc/functions/lib/ids'),
  ]);
  const [area] = await listAreas(d.db, 1);
  const idMedico = newId();
  const crm = String(900000000 + Math.floor(Math.random() * 99999999));
  const email = `teste-${idMedico}@hospital.example`;
  const cpf = '529.982.247-25';
  const medico = {
    idMedico,
    nome,
    crm,
    ativo: true,
    cpf,
    sexo: 'Feminino',
    dataNascimento: '1985-03-07',
    estadoCivil: 'Casado(a)',
    especialidade: 'Clínica Médica',
    especialidadesSecundarias: ['Geriatria'],
    categoriaProfissional: 'Associado',
    tipo,
    telefone: '(11) 3111-2222',
    celular: '(11) 91111-2222',
    email,
    idArea: area?.idArea ?? 'sem-area',
  };
  await putMedico(d.db, medico, { listed });
  const u = await d.criarConta({ db: d.db, cognito: d.cognito, userPoolId: d.userPoolId }, { email, nome, roles: ['Medicos'], idMedico, crm, password: DEMO_PASSWORD });
  const token = await tokenFor(email);
  return { email, nome, crm, cpf, idMedico, idUsuario: u.idUsuario, area: area?.nome ?? '', token };
}

/** The ids of the demo accounts. */
export async function demoIds() {
  const [medico, chefe, secretaria, adm] = await Promise.all([tokenFor(DEMO.medico), tokenFor(DEMO.chefe), tokenFor(DEMO.secretaria), tokenFor(DEMO.admin)]);
  return {
    tokens: { medico, chefe, secretaria, admin: adm },
    medico: claimsOf(medico),
    chefe: claimsOf(chefe),
    secretaria: claimsOf(secretaria),
    admin: claimsOf(adm),
  };
}
