import { randomBytes } from 'node:crypto';
import type { FaqItem, SobreItem } from '@emc/shared/conteudo';
import { DEMO, api, tokenFor } from '../../support/api';
import { ADMIN_ONLY, ANY_ROLE, type AccessCase, type AccessRows, type Persona, type Target } from '../access-table';

/** Items the matrix makes are titled so; its deletes remove exactly those, so the shared stack's lists end as they began. */
const PREFIXO = 'Teste matriz conteúdo';
const titulo = (p: Persona, t: Target) => `${PREFIXO} ${p} ${t} ${randomBytes(4).toString('hex')}`;

type Lista = 'faq' | 'sobre';
const corpo = (lista: Lista, t: string) => (lista === 'faq' ? { titulo: `${t}?`, paragrafo: '<p>Resposta da matriz de acesso.</p>' } : { titulo: t, conteudo: ['<p>Parágrafo da matriz de acesso.</p>'], link: [] });

async function comoAdmin(path: string, init: { method?: string; json?: unknown } = {}) {
  const res = await api(path, { ...init, token: await tokenFor(DEMO.admin) });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
  return res.data as unknown;
}
const itens = async (lista: Lista) => (await comoAdmin(`/api/${lista}/get-all`)) as (FaqItem | SobreItem)[];

/** Any item (a seeded one, read by everyone). */
const qualquer = async (lista: Lista) => (await itens(lista))[0]?.id ?? (await daMatriz(lista));

/**
 * An item the matrix made (one of its creates' while there is one; else a new one): the target of
 * update and delete, so nothing seeded is ever changed or removed, even by a failing case.
 */
async function daMatriz(lista: Lista): Promise<string> {
  const feito = (await itens(lista)).find((i) => i.titulo.startsWith(PREFIXO));
  if (feito) return feito.id;
  return ((await comoAdmin(`/api/${lista}/create`, { method: 'POST', json: corpo(lista, `${PREFIXO} ${randomBytes(4).toString('hex')}`) })) as { id: string }).id;
}

/** The six calls of one list: everyone signed in reads, administrators write. */
function verbos(lista: Lista) {
  const base = `/api/${lista}`;
  return {
    GetAll: { request: () => ({ path: `${base}/get-all` }), expect: ANY_ROLE },
    GetById: { request: async () => ({ path: `${base}/get-by-id/${await qualquer(lista)}` }), expect: ANY_ROLE },
    Create: { request: (_c, p, t) => ({ path: `${base}/create`, method: 'POST', json: corpo(lista, titulo(p, t)) }), expect: ADMIN_ONLY },
    Update: {
      request: async (_c, p, t) => ({ path: `${base}/update`, method: 'PUT', json: { id: await daMatriz(lista), ...corpo(lista, titulo(p, t)) } }),
      expect: ADMIN_ONLY,
    },
    // An administrator's case removes one of the items the create cases made (four of each), the others aim at one.
    Delete: { request: async () => ({ path: `${base}/delete/${await daMatriz(lista)}`, method: 'DELETE' }), expect: ADMIN_ONLY },
    // The current order, sent back as it is: allowed or refused, nothing moves.
    Reordenar: { request: async () => ({ path: `${base}/reordenar`, method: 'PUT', json: { ids: (await itens(lista)).map((i) => i.id) } }), expect: ADMIN_ONLY },
  } satisfies Record<string, AccessCase>;
}

/** The authorization rows of Perguntas Frequentes and Sobre o Programa (every id written out, so the compiler sees which routes have a row). */
export function conteudoAccess() {
  const faq = verbos('faq');
  const sobre = verbos('sobre');
  return {
    'conteudo.faqGetAll': faq.GetAll,
    'conteudo.faqGetById': faq.GetById,
    'conteudo.faqCreate': faq.Create,
    'conteudo.faqUpdate': faq.Update,
    'conteudo.faqDelete': faq.Delete,
    'conteudo.faqReordenar': faq.Reordenar,
    'conteudo.sobreGetAll': sobre.GetAll,
    'conteudo.sobreGetById': sobre.GetById,
    'conteudo.sobreCreate': sobre.Create,
    'conteudo.sobreUpdate': sobre.Update,
    'conteudo.sobreDelete': sobre.Delete,
    'conteudo.sobreReordenar': sobre.Reordenar,
  } satisfies AccessRows;
}
