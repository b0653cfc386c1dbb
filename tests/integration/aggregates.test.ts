import fc from 'fast-check';
import { INDEX } from '@emc/shared/table';
import { beforeAll, describe, expect, it } from 'vitest';
import { cicloAtual, diasAtras, hoje, anoAtual } from '../support/clock';
import { domain } from '../support/direct';

/** Domain modules, wired to the test stack (the admin decision routes come with the administrators' issue). */
async function modules() {
  const d = await domain();
  const service = await import('@emc/functions/lib/participacoes/service');
  const read = await import('@emc/functions/lib/db/contadores');
  const agg = await import('@emc/functions/lib/participacoes/aggregates');
  const tabela = await import('@emc/functions/lib/db/tabela');
  const items = await import('@emc/functions/lib/db/items');
  const participacoes = await import('@emc/functions/lib/db/participacoes');
  return { d, service, read, agg, tabela, items, participacoes };
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
async function newMedico(tag: string) {
  const { putMedico } = await import('@emc/functions/lib/db/medicos');
  const { newId } = await import('@emc/functions/lib/ids');
  const idMedico = newId();
  const crm = String(900000 + Math.floor(Math.random() * 99999));
  await putMedico(m.d.db, {
    idMedico, nome: `Médico de teste ${tag}`, crm, ativo: true, cpf: '111.222.333-96', sexo: 'Feminino', dataNascimento: '1980-01-01', estadoCivil: 'Solteiro(a)',
    especialidade: 'Clínica Médica', especialidadesSecundarias: [], categoriaProfissional: 'Titular', tipo: 'Funcionário', telefone: '-', celular: '-', email: `${idMedico}@hospital.example`, idArea: 'x',
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
      Array.from({ length: 50 }, () => m.service.aprovarParticipacao(m.d.db, admin(), { id: part.id, idClassificacao: tabela.idClassificacao, versao: 1 })),
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
    const decided = await Promise.all(parts.map((p) => m.service.aprovarParticipacao(m.d.db, admin(), { id: p.id, idClassificacao: tabela.teto })));
    const classes = await m.tabela.listClassificacoes(m.d.db);
    const row = classes.find((c) => c.id === tabela.teto)!;
    const sum = decided.reduce((a, p) => a + p.credito, 0);
    expect(sum).toBe(Math.min(row.tetoCiclo!, 3 * 12 * row.pontos));
    expect(decided.some((p) => p.motivoTeto)).toBe(true);
    await expectAggregatesMatch(medico.idMedico!);
  });
});

describe('aggregates after any sequence of transitions (property)', () => {
  type Op = { kind: 'create'; dia: string } | { kind: 'update'; i: number; dia: string } | { kind: 'approve' | 'reject' | 'comment' | 'delete'; i: number };
  // The sequence runs on 20 January of this year (an explicit clock): the previous cycle still open,
  // this cycle's past days accepted, its later days refused as future dates.
  const ano = anoAtual();
  const emJaneiro = { now: new Date(`${ano}-01-20T12:00:00-03:00`) };
  const dia = fc.constantFrom(`${ano - 1}-12-30`, `${ano}-01-15`, `${ano}-06-10`, `${ano}-10-05`);
  const op: fc.Arbitrary<Op> = fc.oneof(
    dia.map((d) => ({ kind: 'create' as const, dia: d })),
    fc.record({ kind: fc.constant('update' as const), i: fc.nat(5), dia }),
    fc.record({ kind: fc.constantFrom('approve' as const, 'reject' as const, 'comment' as const, 'delete' as const), i: fc.nat(5) }),
  );

  it('the stored counters equal the ones recomputed from the participations', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 3, maxLength: 14 }), async (ops) => {
        const medico = await newMedico(`prop-${run++}`);
        const ids: string[] = [];
        for (const o of ops) {
          try {
            if (o.kind === 'create') ids.push((await m.service.criarParticipacao(m.d.db, medico, fields(o.dia), emJaneiro)).id);
            const id = 'i' in o ? ids[o.i % Math.max(1, ids.length)] : undefined;
            if (!id) continue;
            const cur = await m.service.readParticipacao(m.d.db, admin(), id).catch(() => undefined);
            if (!cur) continue;
            if (o.kind === 'update') await m.service.atualizarParticipacao(m.d.db, medico, { id, versao: cur.versao, ...fields(o.dia) }, emJaneiro);
            if (o.kind === 'approve') await m.service.aprovarParticipacao(m.d.db, admin(), { id, idClassificacao: o.i % 2 ? tabela.teto : tabela.idClassificacao });
            if (o.kind === 'reject') await m.service.reprovarComentarParticipacao(m.d.db, admin(), { id, reprovar: true, status: 3, motivo: 'Motivo de teste.' });
            if (o.kind === 'comment') await m.service.reprovarComentarParticipacao(m.d.db, admin(), { id, reprovar: false, status: 4, motivo: 'Comentário de teste.' });
            if (o.kind === 'delete') await m.service.excluirParticipacao(m.d.db, medico, id);
          } catch (error) {
            // Refused transitions (409) and closed-cycle dates (400) are part of the sequence; anything else is a failure.
            if (![400, 409].includes((error as { status?: number }).status ?? 0)) throw error;
          }
        }
        await expectAggregatesMatch(medico.idMedico!);
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});
