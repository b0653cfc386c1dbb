import type { RouteId } from '@emc/shared/routes';
import { cicloAtual, hoje } from '../support/clock';
import { atividadesAccess } from './access/atividades';
import { catalogosAccess } from './access/catalogos';
import { pessoasAccess } from './access/pessoas';
import { senhaAccess } from './access/senha';
import { relatoriosAccess } from './access/relatorios';
import { indicadoresAccess } from './access/indicadores';
import { conteudoAccess } from './access/conteudo';
import { contatoAccess } from './access/contato';
import { lembretesAccess } from './access/lembretes';
import { auditoriaAccess } from './access/auditoria';

export const PERSONAS = ['anonimo', 'administrador', 'medico', 'secretaria', 'administradorMedico'] as const;
export type Persona = (typeof PERSONAS)[number];
export type Target = 'proprio' | 'outro';

export interface Req {
  path: string;
  method?: string;
  json?: unknown;
  form?: FormData;
}

/** What a request may aim at, for a persona and a target (its own or linked doctor, or someone else's). */
export interface AccessContext {
  /** The persona's own account id, or someone else's of the same kind. */
  idUsuario(p: Persona, t: Target): string;
  /** The doctor the case is about: the persona's own (or linked) doctor, or another one. */
  idMedico(p: Persona, t: Target): string;
  /** A new pending participation of that doctor, made by its owner; with one attachment when asked. */
  fresh(p: Persona, t: Target, withAnexo?: boolean): Promise<{ id: string; versao: number; idAnexo?: string }>;
  /** The persona's own idUsuario (multipart forms carry it). */
  caller(p: Persona): string;
}

export interface AccessCase {
  request(ctx: AccessContext, persona: Persona, target: Target): Req | Promise<Req>;
  /** Expected status per persona, the same for both targets or per target. */
  expect: Record<Persona, number | Record<Target, number>>;
  /** A 403's own title for a persona's target, where it is not the generic one. */
  forbiddenTitle?: Partial<Record<Persona, Partial<Record<Target, string>>>>;
}

/** Reading a doctor's data: administrators any; doctors their own; secretaries linked doctors. */
export const READ = { anonimo: 401, administrador: 200, medico: { proprio: 200, outro: 403 }, secretaria: { proprio: 200, outro: 403 }, administradorMedico: 200 } as const;
/** Writing as the owner side: the doctor themself or a linked secretary; never an administrator for someone else. */
export const WRITE = { anonimo: 401, administrador: 403, medico: { proprio: 200, outro: 403 }, secretaria: { proprio: 200, outro: 403 }, administradorMedico: { proprio: 200, outro: 403 } } as const;
export const ANY_ROLE = { anonimo: 401, administrador: 200, medico: 200, secretaria: 200, administradorMedico: 200 } as const;
/** The Área de Análise and the doctor search: administrators only (an administrator-doctor too). */
export const ADMIN_ONLY = { anonimo: 401, administrador: 200, medico: 403, secretaria: 403, administradorMedico: 200 } as const;
/** A decision: administrators only, and never on one's own participation (segregation of duties). */
export const DECIDE = { ...ADMIN_ONLY, administradorMedico: { proprio: 403, outro: 200 } } as const;
export const PROPRIA = { administradorMedico: { proprio: 'Você não pode analisar a própria participação.' } } as const;
export const EVERYONE = { anonimo: 200, administrador: 200, medico: 200, secretaria: 200, administradorMedico: 200 } as const;

const campos = (titulo: string) => ({
  titulo,
  instituicao: 'Hospital Exemplo',
  dataInicio: hoje(),
  dataFim: hoje(),
  cargaHoraria: 2,
});

function pdfForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('file', new Blob([Buffer.from('%PDF-1.4\n% matriz de acesso\n%%EOF\n')], { type: 'application/pdf' }), 'certificado.pdf');
  return form;
}

/**
 * The declared authorization table. The test generates every route × persona × target case from
 * the manifest; a route with no row here fails the typecheck (and the test), so a new route cannot skip it.
 * `tabela` ids are filled by the test (categoria, forma and an active row of the demo credit table).
 */
export interface TabelaIds {
  idCategoria: string;
  idForma: string;
  idClassificacao: string;
}

/**
 * One area's rows of the table, in its own file under access/ (so the table stays readable). An area
 * returns its rows `satisfies AccessRows`, so their type keeps the ids they have, and accessTable's
 * return type needs a row for every route id: a route without one fails the typecheck.
 */
export type AccessRows = Partial<Record<RouteId, AccessCase>>;

export function accessTable(tabela: TabelaIds): Record<RouteId, AccessCase> {
  const { idClassificacao, ...categoriaForma } = tabela;
  const body = (ctx: AccessContext, p: Persona, t: Target) => ({ ...campos('Participação da matriz de acesso'), ...categoriaForma, idMedico: ctx.idMedico(p, t) });
  return {
    ...catalogosAccess(tabela),
    ...pessoasAccess(tabela),
    ...senhaAccess(),
    ...atividadesAccess(tabela),
    ...relatoriosAccess(),
    ...indicadoresAccess(),
    ...conteudoAccess(),
    ...contatoAccess(),
    ...lembretesAccess(),
    ...auditoriaAccess(),
    'health.check': { request: () => ({ path: '/api/health' }), expect: EVERYONE },
    'login.logon': {
      // Public, and never a bypass: a wrong password is refused whoever calls it.
      request: () => ({ path: '/api/login/logon', method: 'POST', json: { email: 'medico@hospital.example', password: 'errada' } }),
      expect: { anonimo: 401, administrador: 401, medico: 401, secretaria: 401, administradorMedico: 401 },
    },
    'secretarias.getMedicosByIdSecretaria': {
      request: (ctx, p, t) => ({ path: `/api/secretarias/get-medicos-by-idsecretaria/${ctx.idUsuario(p, t)}` }),
      expect: { anonimo: 401, administrador: 200, medico: 403, secretaria: { proprio: 200, outro: 403 }, administradorMedico: 200 },
    },
    'participacao.ciclos': { request: () => ({ path: '/api/participacao/ciclos' }), expect: EVERYONE },
    'participacao.getById': { request: async (ctx, p, t) => ({ path: `/api/participacao/get-by-id/${(await ctx.fresh(p, t)).id}` }), expect: READ },
    'participacao.create': { request: (ctx, p, t) => ({ path: '/api/participacao/create', method: 'POST', json: body(ctx, p, t) }), expect: WRITE },
    'participacao.update': {
      request: async (ctx, p, t) => {
        const { id, versao } = await ctx.fresh(p, t);
        const { idMedico: _m, ...rest } = body(ctx, p, t);
        return { path: '/api/participacao/update', method: 'PUT', json: { ...rest, id, versao, titulo: 'Título alterado pela matriz' } };
      },
      expect: WRITE,
    },
    'participacao.delete': { request: async (ctx, p, t) => ({ path: `/api/participacao/delete/${(await ctx.fresh(p, t)).id}`, method: 'DELETE' }), expect: WRITE },
    'anexo.upload': {
      request: async (ctx, p, t) => ({
        path: '/api/participacao_anexo/upload-anexo',
        method: 'POST',
        form: pdfForm({ idParticipacao: (await ctx.fresh(p, t)).id, idUsuario: ctx.caller(p), nomeOriginal: 'certificado.pdf' }),
      }),
      expect: WRITE,
    },
    'anexo.update': {
      request: async (ctx, p, t) => ({
        path: '/api/participacao_anexo/update-anexo',
        method: 'PUT',
        form: pdfForm({ id: (await ctx.fresh(p, t, true)).idAnexo!, idUsuario: ctx.caller(p), nomeOriginal: 'novo.pdf' }),
      }),
      expect: WRITE,
    },
    'anexo.getById': {
      request: async (ctx, p, t) => ({ path: `/api/participacao_anexo/get-by-id-anexo/${(await ctx.fresh(p, t, true)).idAnexo}` }),
      expect: { anonimo: 401, administrador: 302, medico: { proprio: 302, outro: 403 }, secretaria: { proprio: 302, outro: 403 }, administradorMedico: 302 },
    },
    'atividade.getByName': { request: () => ({ path: `/api/atividade/get-by-name/${encodeURIComponent('curso')}` }), expect: ANY_ROLE },
    'tabela.categorias': { request: () => ({ path: '/api/categoria/get-list-name' }), expect: ANY_ROLE },
    'tabela.formas': { request: () => ({ path: '/api/forma/get-list-name' }), expect: ANY_ROLE },
    'tabela.classificacoes': { request: () => ({ path: `/api/classificacao/get-list-name?idCategoria=${tabela.idCategoria}` }), expect: ANY_ROLE },
    'medico.byName': { request: () => ({ path: `/api/medico/MedicoByName/${encodeURIComponent('ana')}` }), expect: ADMIN_ONLY },
    'medico.byNameCrm': { request: () => ({ path: '/api/medico/MedicoByNameCrm/123456' }), expect: ADMIN_ONLY },
    'analise.participacoesAdministrador': { request: () => ({ path: '/api/participacao/participacoes-administrador?status=1&page=1' }), expect: ADMIN_ONLY },
    'analise.participacoesQuantidade': { request: () => ({ path: `/api/participacao/participacoes-quantidade?ciclo=${cicloAtual()}` }), expect: ADMIN_ONLY },
    'analise.contexto': { request: async (ctx, p, t) => ({ path: `/api/participacao/analise/${(await ctx.fresh(p, t)).id}` }), expect: ADMIN_ONLY },
    'analise.aprovar': {
      request: async (ctx, p, t) => {
        const { id, versao } = await ctx.fresh(p, t);
        return { path: '/api/participacao/aprovar', method: 'PUT', json: { id, versao, idClassificacao, observacao: 'Aprovada pela matriz de acesso.' } };
      },
      expect: DECIDE,
      forbiddenTitle: PROPRIA,
    },
    'analise.reprovarComentar': {
      request: async (ctx, p, t) => {
        const { id, versao } = await ctx.fresh(p, t);
        return { path: '/api/participacao/reprovar-comentar', method: 'PUT', json: { id, versao, reprovar: false, status: 4, motivo: 'Comentário da matriz de acesso.' } };
      },
      expect: DECIDE,
      forbiddenTitle: PROPRIA,
    },
    'medico.perfil': { request: (ctx, p, t) => ({ path: `/api/medico/perfil/${ctx.idMedico(p, t)}` }), expect: READ },
    'medico.desempenho': { request: (ctx, p, t) => ({ path: `/api/medico/desempenho/${ctx.idMedico(p, t)}` }), expect: READ },
    'medico.historicoCiclos': { request: (ctx, p, t) => ({ path: `/api/medico/historico-ciclos/${ctx.idMedico(p, t)}` }), expect: READ },
    'medico.participacoesQuantidade': { request: (ctx, p, t) => ({ path: `/api/medico/participacoes-quantidade?idMedico=${ctx.idMedico(p, t)}` }), expect: READ },
    'medico.participacoesStatus': { request: (ctx, p, t) => ({ path: `/api/medico/participacoes-status?idMedico=${ctx.idMedico(p, t)}&status=2&page=1` }), expect: READ },
    'medico.historicoParticipacoesCiclos': {
      request: (ctx, p, t) => ({ path: `/api/medico/historico-participacoes-ciclos?idMedico=${ctx.idMedico(p, t)}&ciclo=${cicloAtual()}&page=1` }),
      expect: READ,
    },
  };
}
