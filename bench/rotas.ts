import { randomUUID } from 'node:crypto';
import { routes, type RouteId } from '@emc/shared/routes';
// Type only: brings in the vitest context types (stackUrl, stackEnv) that the test support files read.
import type {} from '../tests/setup/stack';
import { useStack } from '../tests/support/target';
import { accessTable, type AccessCase, type AccessContext, type Persona, type Req, type Target } from '../tests/integration/access-table';
import type { BenchStack, Conta } from './pilha';

/**
 * The requests the benches send, built with the authorization matrix's own request builders
 * (tests/integration/access-table.ts), so every manifest route gets valid params from the seeded
 * demo data, and a new route is measured without touching the benches.
 */
export interface Pedido {
  id: RouteId;
  group: string;
  method: string;
  /** Who calls it (a public route is called without a token). */
  conta: Conta | null;
  /** The status the route answers when it works (the matrix's declared one). */
  esperado: number;
  /** A new request (some create their own fresh participation first, outside any timing). */
  montar(): Promise<Req & { headers?: Record<string, string> }>;
}

const CONTA: Record<Exclude<Persona, 'anonimo'>, Conta> = { administrador: 'admin', medico: 'medico', secretaria: 'secretaria', administradorMedico: 'chefe' };
/** The doctor's own data where a route allows it, as the doctor reads it; else an administrator. */
const ORDEM: Exclude<Persona, 'anonimo'>[] = ['medico', 'secretaria', 'administrador', 'administradorMedico'];
const MEDICO: Record<Persona, Record<Target, 'medico' | 'chefe'>> = {
  anonimo: { proprio: 'medico', outro: 'chefe' },
  administrador: { proprio: 'medico', outro: 'chefe' },
  medico: { proprio: 'medico', outro: 'chefe' },
  secretaria: { proprio: 'medico', outro: 'chefe' },
  administradorMedico: { proprio: 'chefe', outro: 'medico' },
};

const esperadoDe = (row: AccessCase, p: Persona) => {
  const e = row.expect[p];
  return typeof e === 'number' ? e : e.proprio;
};

/** A seeded doctor with only the seed's history: the benches' own writes never go to this one. */
export interface MedicoLimpo {
  idMedico: string;
  nome: string;
  crm: string;
}

let limpo: Promise<MedicoLimpo> | undefined;

/** The last active seeded doctor (by id) without a demo sign-in of its own. */
export function medicoLimpo(b: BenchStack): Promise<MedicoLimpo> {
  limpo ??= (async () => {
    const [{ defaultDb: db }, { listMedicos }] = await Promise.all([import('@emc/functions/lib/db/client'), import('@emc/functions/lib/db/medicos')]);
    const comConta = new Set([b.claims.medico.idMedico, b.claims.chefe.idMedico]);
    const m = (await listMedicos(db)).filter((x) => x.ativo && !comConta.has(x.idMedico)).sort((x, y) => x.idMedico.localeCompare(y.idMedico)).at(-1)!;
    return { idMedico: m.idMedico, nome: m.nome, crm: m.crm };
  })();
  return limpo;
}

/**
 * Every manifest route with a request that works, for the persona that reads it in real use. With
 * `limpo`, a doctor's data is read by an administrator about that doctor (whose history is the
 * seed's alone, as in a hospital), not about medico@, whose participations the load and the write
 * timings pile up in one cycle; writes stay medico@'s own.
 */
export async function pedidos(b: BenchStack, limpo?: MedicoLimpo): Promise<Pedido[]> {
  useStack({ url: b.url, env: b.stack.env });
  const [{ defaultDb: db }, { criarParticipacao }, { adicionarAnexo }, tabela, { todayInSaoPaulo }] = await Promise.all([
    import('@emc/functions/lib/db/client'),
    import('@emc/functions/lib/participacoes/service'),
    import('@emc/functions/lib/participacoes/anexos'),
    import('@emc/functions/lib/db/tabela'),
    import('@emc/functions/lib/ciclo'),
  ]);
  const [categorias, formas, classificacoes] = await Promise.all([tabela.listCategorias(db), tabela.listFormas(db), tabela.listClassificacoes(db)]);
  const ids = { idCategoria: categorias[0]!.id, idForma: formas[0]!.id };
  const table = accessTable({ ...ids, idClassificacao: classificacoes.find((c) => c.ativo)!.id });
  const principal = (c: 'medico' | 'chefe') => {
    const k = b.claims[c];
    return { idUsuario: k.idUsuario, name: k.name, email: '', roles: k.role as never, idMedico: k.idMedico, crm: k.crm };
  };
  let n = 0;
  /** The matrix's context; `sobre` is the doctor an administrator's reads are about (else medico@, as in the matrix). */
  const contexto = (sobre?: MedicoLimpo): AccessContext => {
    const doLimpo = (p: Persona) => sobre !== undefined && p === 'administrador';
    return {
      idUsuario: (p, t) => b.claims[t === 'proprio' && p !== 'anonimo' ? CONTA[p] : p === 'secretaria' ? 'admin' : 'secretaria'].idUsuario,
      idMedico: (p, t) => (doLimpo(p) ? sobre!.idMedico : b.claims[MEDICO[p][t]].idMedico!),
      caller: (p) => (p === 'anonimo' ? 'zzzzzzzzzzzz' : b.claims[CONTA[p]].idUsuario),
      fresh: async (p, t, withAnexo) => {
        const owner = doLimpo(p)
          ? { idUsuario: `bench-${sobre!.idMedico}`, name: sobre!.nome, email: '', roles: ['Medicos' as never], idMedico: sobre!.idMedico, crm: sobre!.crm }
          : principal(MEDICO[p][t]);
        const hoje = todayInSaoPaulo();
        const part = await criarParticipacao(db, owner, { ...ids, titulo: `Participação do bench ${++n}`, instituicao: 'Hospital Exemplo', dataInicio: hoje, dataFim: hoje, cargaHoraria: 1 });
        if (!withAnexo) return { id: part.id, versao: part.versao };
        const anexo = await adicionarAnexo(db, owner, { idParticipacao: part.id, idUsuario: owner.idUsuario, nomeOriginal: 'c.pdf' }, [
          { field: 'file', filename: 'c.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-1.4\n%%EOF\n') },
        ]);
        return { id: part.id, versao: part.versao, idAnexo: anexo.id };
      },
    };
  };
  const ctxLeitura = contexto(limpo);
  const ctxEscrita = contexto();
  return routes.map((r) => {
    const row = table[r.id]!;
    const publica = r.auth === 'public';
    const leitura = r.method === 'GET';
    const ctx = leitura ? ctxLeitura : ctxEscrita;
    const ordem: Exclude<Persona, 'anonimo'>[] = limpo && leitura ? ['administrador', ...ORDEM.filter((p) => p !== 'administrador')] : ORDEM;
    const persona: Persona = publica ? 'anonimo' : (ordem.find((p) => [200, 302].includes(esperadoDe(row, p))) ?? 'administrador');
    const pedido: Pedido = {
      id: r.id,
      group: r.group,
      method: r.method,
      conta: persona === 'anonimo' ? null : CONTA[persona],
      esperado: esperadoDe(row, persona),
      montar: async () => {
        const req = await row.request(ctx, persona, 'proprio');
        return 'idempotent' in r && r.idempotent ? { ...req, headers: { 'idempotency-key': randomUUID() } } : req;
      },
    };
    // The matrix signs in with a wrong password (its 401 is what it checks); the benches sign in for real.
    if (r.id === 'login.logon') {
      pedido.esperado = 200;
      pedido.montar = async () => ({ path: r.path, method: 'POST', json: { email: 'medico@hospital.example', password: 'Demo@2026!' } });
    }
    return pedido;
  });
}

/** Sends a built request to the stack at `url` with the caller's token; answers status and elapsed ms. */
export async function enviar(url: string, token: string | undefined, req: Req & { headers?: Record<string, string> }): Promise<{ status: number; ms: number; body: string }> {
  const headers: Record<string, string> = { ...req.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | FormData | undefined = req.form;
  if (req.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(req.json);
  }
  const t0 = performance.now();
  const res = await fetch(`${url}${req.path}`, { method: req.method ?? 'GET', headers, body, redirect: 'manual' });
  const text = await res.text();
  return { status: res.status, ms: performance.now() - t0, body: text };
}
