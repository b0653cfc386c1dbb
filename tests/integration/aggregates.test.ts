import fc from 'fast-check';
import { INDEX } from '@emc/shared/table';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ParticipacaoItem } from '@emc/functions/lib/db/participacoes';
import { addDias, cicloAtual, cicloDaData, diasAtras, hoje, primeiroAno } from '../support/clock';
import { domain } from '../support/direct';

/** Domain modules, wired to the test stack (the admin decision routes come with the administrators' issue). */
async function modules() {
  const d = await domain();
  const service = await import('@emc/functions/lib/participacoes/service');
  const decisoes = await import('@emc/functions/lib/participacoes/decisoes');
  const read = await import('@emc/functions/lib/db/contadores');
  const agg = await import('@emc/functions/lib/participacoes/aggregates');
  const tabela = await import('@emc/functions/lib/db/tabela');
  const items = await import('@emc/functions/lib/db/items');
  const participacoes = await import('@emc/functions/lib/db/participacoes');
  const credito = await import('@emc/functions/lib/participacoes/credito');
  const cicloDb = await import('@emc/functions/lib/db/ciclos');
  const ciclo = await import('@emc/functions/lib/ciclo');
  return { d, service, decisoes, read, agg, tabela, items, participacoes, credito, cicloDb, ciclo };
}
type M = Awaited<ReturnType<typeof modules>>;

let m: M;
let tabela: { idCategoria: string; idForma: string; idClassificacao: string; teto: string };
const principalOf = (u: { idUsuario: string; nome: string; roles: ('Administradores' | 'Medicos' | 'Secretarias')[]; idMedico?: string }) => ({
  idUsuario: u.idUsuario,
  name: u.nome,
  email: '',
  roles: u.roles,
  idMedico: u.idMedico,
});

beforeAll(async () => {
  m = await modules();
  const [categorias, formas, classes] = await Promise.all([m.tabela.listCategorias(m.d.db), m.tabela.listFormas(m.d.db), m.tabela.listClassificacoes(m.d.db)]);
  const hora = classes.find((c) => c.unidade === 'hora' && c.tetoCiclo)!;
  tabela = { idCategoria: categorias[0]!.id, idForma: formas[0]!.id, idClassificacao: classes.find((c) => !c.tetoCiclo)!.id, teto: hora.id };
});

/** A new doctor with an account, so that other test files never touch its counters. */
async function newMedico(tag: string, tipo: 'Funcionário' | 'Não funcionário' = 'Funcionário') {
  const { putMedico } = await import('@emc/functions/lib/db/medicos');
  const { newId } = await import('@emc/functions/lib/ids');
  const idMedico = newId();
  const crm = String(900000 + Math.floor(Math.random() * 99999));
  await putMedico(m.d.db, {
    idMedico, nome: `Médico de teste ${tag}`, crm, ativo: true, cpf: '111.222.333-96', sexo: 'Feminino', dataNascimento: '1980-01-01', estadoCivil: 'Solteiro(a)',
    especialidade: 'Clínica Médica', especialidadesSecundarias: [], categoriaProfissional: 'Titular', tipo, telefone: '-', celular: '-', email: `${idMedico}@hospital.example`, idArea: 'x',
  });
  return principalOf({ idUsuario: newId(), nome: `Médico de teste ${tag}`, roles: ['Medicos'], idMedico });
}

const admin = () => principalOf({ idUsuario: 'admin-teste', nome: 'Administrador de teste', roles: ['Administradores'] });

/** Recomputes a doctor's counters from its participations and compares them with the stored ones. */
async function expectAggregatesMatch(idMedico: string) {
  const items: Record<string, unknown>[] = [];
  for (const status of [1, 2, 3, 4]) {
    const entries = await m.items.queryAll(m.d.db, { index: INDEX.byMedicoStatus, pk: m.participacoes.medicoStatusPartition(idMedico, status) });
    items.push(...(await m.items.batchGet(m.d.db, entries.map((e) => ({ pk: String(e.pk), sk: String(e.sk) })))));
  }
  const expected = new Map<number, Record<string, number>>();
  const total: Record<string, number> = { registros: 0, pendentes: 0, aprovados: 0, reprovados: 0, emAjuste: 0 };
  for (const it of items as never[]) {
    const c = m.agg.contribution(it);
    const acc = expected.get((it as { ciclo: number }).ciclo) ?? Object.fromEntries(m.agg.COUNTER_NAMES.map((n) => [n, 0]));
    for (const n of m.agg.COUNTER_NAMES) acc[n] = Math.round((acc[n]! + c[n]) * 100) / 100;
    expected.set((it as { ciclo: number }).ciclo, acc);
    for (const n of Object.keys(total)) total[n]! += c[n as keyof typeof c];
  }
  const ciclos = [...new Set([...expected.keys(), cicloAtual() - 1, cicloAtual()])];
  const stored = await m.read.getMedicoCicloAggs(m.d.db, idMedico, ciclos);
  for (const ciclo of ciclos) {
    const s = stored.get(ciclo)!;
    const e = expected.get(ciclo) ?? {};
    for (const n of m.agg.COUNTER_NAMES) expect(Number(s[n] ?? 0), `ciclo ${ciclo} ${n}`).toBeCloseTo(e[n] ?? 0, 5);
  }
  const storedTotal = await m.read.getMedicoTotalAgg(m.d.db, idMedico);
  for (const n of Object.keys(total)) expect(Number(storedTotal[n as keyof typeof storedTotal] ?? 0), `total ${n}`).toBe(total[n]);
}

const fields = (dia: string, horas = 4) => ({ idCategoria: tabela.idCategoria, idForma: tabela.idForma, titulo: 'Participação de teste', instituicao: 'Hospital Exemplo', dataInicio: dia, dataFim: dia, cargaHoraria: horas });

describe('concurrent decisions', () => {
  it('50 parallel approvals of one participation: exactly one wins, 49 get 409, and the counters stay exact', async () => {
    const medico = await newMedico('concorrencia');
    const part = await m.service.criarParticipacao(m.d.db, medico, fields(hoje()));
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => m.decisoes.aprovarParticipacao(m.d.db, admin(), { id: part.id, idClassificacao: tabela.idClassificacao, versao: 1 })),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    for (const r of lost) expect(r.reason).toMatchObject({ status: 409 });
    const after = await m.read.getMedicoCicloAggs(m.d.db, medico.idMedico!, [cicloAtual()]);
    expect(after.get(cicloAtual())).toMatchObject({ registros: 1, aprovados: 1, pendentes: 0 });
    await expectAggregatesMatch(medico.idMedico!);
  });

  it('caps credits per cycle across participations approved in parallel', async () => {
    const medico = await newMedico('teto');
    // One cycle (the cap is per cycle): dates clamped to this year's 1 January.
    const parts = await Promise.all([1, 2, 3].map((i) => m.service.criarParticipacao(m.d.db, medico, fields(diasAtras(i), 12))));
    const decided = await Promise.all(parts.map((p) => m.decisoes.aprovarParticipacao(m.d.db, admin(), { id: p.id, idClassificacao: tabela.teto })));
    const classes = await m.tabela.listClassificacoes(m.d.db);
    const row = classes.find((c) => c.id === tabela.teto)!;
    const sum = decided.reduce((a, p) => a + p.credito, 0);
    expect(sum).toBe(Math.min(row.tetoCiclo!, 3 * 12 * row.pontos));
    expect(decided.some((p) => p.motivoTeto)).toBe(true);
    await expectAggregatesMatch(medico.idMedico!);
  });
});

describe('aggregates after any sequence of transitions (property)', () => {
  type Op =
    | { kind: 'create'; m: number; dia: number; horas: number }
    | { kind: 'update'; i: number; dia: number; horas: number }
    | { kind: 'approve'; i: number; row: number }
    | { kind: 'reject' | 'comment' | 'reopen' | 'delete'; i: number };
  // Two old cycles no other test file writes to (so their cycle and queue counters can be checked
  // exactly), on an explicit clock of 20 January of the later one: the earlier cycle still open,
  // the later one's past days accepted, its later days refused as future dates.
  const anoDoTeste = () => primeiroAno() + 2;
  const clock = () => ({ now: new Date(`${anoDoTeste()}-01-20T12:00:00-03:00`) });
  const dias = () => [addDias(`${anoDoTeste()}-01-01`, -2), `${anoDoTeste()}-01-15`, `${anoDoTeste()}-06-10`];
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ kind: fc.constant('create' as const), m: fc.nat(2), dia: fc.nat(2), horas: fc.constantFrom(4, 8, 12) }),
    fc.record({ kind: fc.constant('update' as const), i: fc.nat(7), dia: fc.nat(2), horas: fc.constantFrom(4, 8, 12) }),
    fc.record({ kind: fc.constant('approve' as const), i: fc.nat(7), row: fc.nat(2) }),
    fc.record({ kind: fc.constantFrom('reject' as const, 'comment' as const, 'reopen' as const, 'reopen' as const, 'delete' as const), i: fc.nat(7) }),
  );

  /** Every participation of the doctors, read back (any status). */
  async function participacoesDe(idMedicos: string[]) {
    const out: ParticipacaoItem[] = [];
    for (const idMedico of idMedicos) {
      for (const status of [1, 2, 3, 4]) {
        const entries = await m.items.queryAll(m.d.db, { index: INDEX.byMedicoStatus, pk: m.participacoes.medicoStatusPartition(idMedico, status) });
        out.push(...((await m.items.batchGet(m.d.db, entries.map((e) => ({ pk: String(e.pk), sk: String(e.sk) })))) as unknown as ParticipacaoItem[]));
      }
    }
    return out;
  }

  type Counts = Record<string, number>;
  const add = (acc: Counts, k: string, v: number) => (acc[k] = Math.round(((acc[k] ?? 0) + v) * 100) / 100);
  const filaKeys = (ciclo: number, categorias: string[]) => [{ ciclo }, ...categorias.map((idCategoria) => ({ ciclo, idCategoria }))];

  /** The cycle counters and the queue's per-cycle counters of the test's cycles, as stored now. */
  async function cycleCounters(ciclos: number[], categorias: string[]) {
    const out = new Map<string, Counts>();
    for (const ciclo of ciclos) {
      out.set(`ciclo ${ciclo}`, numeric(await m.items.getItem(m.d.db, m.read.cicloAggKey(ciclo), { consistent: true })));
      for (const f of filaKeys(ciclo, categorias)) out.set(`fila ${JSON.stringify(f)}`, numeric(await m.items.getItem(m.d.db, m.read.filaAggKey(f), { consistent: true })));
    }
    return out;
  }
  const numeric = (item: Record<string, unknown> | undefined): Counts =>
    Object.fromEntries(Object.entries(item ?? {}).filter(([k, v]) => typeof v === 'number' && k !== 'ciclo')) as Counts;

  it('the stored counters equal the ones recomputed from the participations, and capped credits follow approval order', async () => {
    const classes = await m.tabela.listClassificacoes(m.d.db);
    const categorias = (await m.tabela.listCategorias(m.d.db)).map((c) => c.id);
    const evento = classes.find((c) => c.unidade === 'evento' && c.tetoCiclo)!;
    const rows = [tabela.idClassificacao, tabela.teto, evento.id];
    const ciclos = [cicloDaData(dias()[0]!), cicloDaData(dias()[1]!)];
    const metas = new Map(await Promise.all(ciclos.map(async (c) => [c, await m.cicloDb.getCicloMeta(m.d.db, c, m.ciclo.DEFAULT_META)] as const)));
    const baseline = await cycleCounters(ciclos, categorias);
    const medicos: { idMedico: string; tipo: string }[] = [];
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 16 }), async (ops) => {
        const doutores = await Promise.all([0, 1, 2].map((k) => newMedico(`prop-${run}-${k}`, k === 2 ? 'Não funcionário' : 'Funcionário')));
        run++;
        medicos.push(...doutores.map((d, k) => ({ idMedico: d.idMedico!, tipo: k === 2 ? 'Não funcionário' : 'Funcionário' })));
        const ids: string[] = [];
        const owner = new Map<string, (typeof doutores)[number]>();
        for (const o of ops) {
          try {
            if (o.kind === 'create') {
              const p = await m.service.criarParticipacao(m.d.db, doutores[o.m]!, fields(dias()[o.dia]!, o.horas), clock());
              ids.push(p.id);
              owner.set(p.id, doutores[o.m]!);
              continue;
            }
            let id = ids[o.i % Math.max(1, ids.length)];
            if (o.kind === 'reopen') {
              // A reopening of an approved one, when there is one.
              const aprovadas = (await participacoesDe(doutores.map((d) => d.idMedico!))).filter((p) => p.status === 2);
              id = aprovadas[o.i % Math.max(1, aprovadas.length)]?.id ?? id;
            }
            if (!id) continue;
            const cur = await m.service.readParticipacao(m.d.db, admin(), id).catch(() => undefined);
            if (!cur) continue;
            const medico = owner.get(id)!;
            if (o.kind === 'update') await m.service.atualizarParticipacao(m.d.db, medico, { id, versao: cur.versao, ...fields(dias()[o.dia]!, o.horas) }, clock());
            if (o.kind === 'approve') await m.decisoes.aprovarParticipacao(m.d.db, admin(), { id, idClassificacao: rows[o.row]!, versao: cur.versao });
            if (o.kind === 'reject') await m.decisoes.reprovarComentarParticipacao(m.d.db, admin(), { id, reprovar: true, status: 3, motivo: 'Motivo de teste.' });
            if (o.kind === 'comment' || o.kind === 'reopen') {
              await m.decisoes.reprovarComentarParticipacao(m.d.db, admin(), { id, reprovar: false, status: 4, motivo: 'Comentário de teste.', versao: cur.versao });
            }
            if (o.kind === 'delete') await m.service.excluirParticipacao(m.d.db, medico, id);
          } catch (error) {
            // Refused transitions (409) and future or closed-cycle dates (400) are part of the sequence; anything else is a failure.
            if (![400, 409].includes((error as { status?: number }).status ?? 0)) throw error;
          }
        }
        const parts = await participacoesDe(doutores.map((d) => d.idMedico!));
        for (const d of doutores) await expectAggregatesMatch(d.idMedico!);

        // Each capped row's credits: the table's, cut by the cap in approval order; their sum is the cap's counter.
        for (const d of doutores) {
          for (const ciclo of ciclos) {
            for (const idClassificacao of rows) {
              const row = classes.find((c) => c.id === idClassificacao)!;
              const aprovadas = parts
                .filter((p) => p.idMedico === d.idMedico && p.ciclo === ciclo && p.status === 2 && p.idClassificacao === idClassificacao)
                .sort((a, b) => a.decididaEm!.localeCompare(b.decididaEm!) || a.id.localeCompare(b.id));
              let usado = 0;
              for (const p of aprovadas) {
                const esperado = m.credito.creditoComTeto(row, p.cargaHoraria, usado);
                expect({ credito: p.credito, calculado: p.creditoCalculado, cortada: Boolean(p.motivoTeto) }, `${row.descricao} ${p.id}`).toEqual({
                  credito: esperado.credito,
                  calculado: esperado.calculado,
                  cortada: Boolean(esperado.motivoTeto),
                });
                usado = Math.round((usado + esperado.credito) * 100) / 100;
              }
              expect(await m.read.getClassificacaoPontos(m.d.db, d.idMedico!, ciclo, idClassificacao), `teto ${row.descricao}`).toBeCloseTo(usado, 5);
            }
          }
        }

        // The cycles' counters and the queue's per-cycle counters: the baseline plus what every doctor of every run adds.
        const todas = await participacoesDe(medicos.map((x) => x.idMedico));
        const expected = new Map<string, Counts>([...baseline].map(([k, v]) => [k, { ...v }]));
        for (const p of todas) {
          const c = expected.get(`ciclo ${p.ciclo}`)!;
          add(c, 'registros', 1);
          if (p.status === 2) add(c, 'aprovados', 1);
          add(c, `mes${p.dataInicio.slice(5, 7)}`, 1);
          for (const f of [{ ciclo: p.ciclo }, { ciclo: p.ciclo, idCategoria: p.idCategoria }]) add(expected.get(`fila ${JSON.stringify(f)}`)!, `s${p.status}`, 1);
        }
        for (const { idMedico, tipo } of medicos) {
          const suffix = tipo === 'Funcionário' ? 'Funcionarios' : 'NaoFuncionarios';
          for (const ciclo of ciclos) {
            const minhas = todas.filter((p) => p.idMedico === idMedico && p.ciclo === ciclo);
            if (minhas.length) add(expected.get(`ciclo ${ciclo}`)!, `participantes${suffix}`, 1);
            const pontos = minhas.filter((p) => p.status === 2).reduce((a, p) => a + p.credito, 0);
            if (minhas.length && pontos >= metas.get(ciclo)!) add(expected.get(`ciclo ${ciclo}`)!, `atingiramMeta${suffix}`, 1);
            // The histogram of credits: one doctor in the 0.5-credit bucket of their credits, from 0.5 up.
            const faixa = Math.floor((Math.round(pontos * 100) / 100) * 2);
            if (faixa >= 1) add(expected.get(`ciclo ${ciclo}`)!, `faixa${faixa}`, 1);
          }
        }
        const stored = await cycleCounters(ciclos, categorias);
        for (const [k, e] of expected) {
          const st = stored.get(k)!;
          for (const n of new Set([...Object.keys(e), ...Object.keys(st)])) expect(st[n] ?? 0, `${k} ${n}`).toBeCloseTo(e[n] ?? 0, 5);
        }
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});
