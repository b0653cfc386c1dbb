import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { diasAtras, hoje } from './clock';
import { domain } from './direct';
import { tabela } from './participacoes';

/**
 * For the recount tests (goal and cap changes): many doctors with approved credits made fast through
 * the domain functions, and the goal-reacher counts from scratch to compare the stored ones with.
 * Use in a world of its own: `recontarMetas` reads the whole table.
 */

export type Contagem = { funcionarios: number; naoFuncionarios: number };

export const adminDeTeste = { idUsuario: 'admin-recontagem', name: 'Administradora da recontagem', email: '', roles: ['Administradores' as const] };

/** Runs `fn` over `items`, `n` at a time. */
export async function emParalelo<T, R>(items: readonly T[], n: number, fn: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let proximo = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (proximo < items.length) {
        const i = proximo++;
        out[i] = await fn(items[i]!, i);
      }
    }),
  );
  return out;
}

/** A listed doctor of the clinical staff, without a login, and the principal that acts as them. */
export async function novoMedico(nome: string, tipo: 'Funcionário' | 'Não funcionário') {
  const d = await domain();
  const [{ putMedico }, { newId }] = await Promise.all([import('@emc/functions/lib/db/medicos'), import('@emc/functions/lib/ids')]);
  const idMedico = newId();
  await putMedico(d.db, {
    idMedico, nome, crm: String(600000000 + Math.floor(Math.random() * 99999999)), ativo: true, cpf: '529.982.247-25', sexo: 'Feminino', dataNascimento: '1983-05-06',
    estadoCivil: 'Casado(a)', especialidade: 'Pediatria', especialidadesSecundarias: [], categoriaProfissional: 'Associado', tipo, telefone: '-', celular: '-',
    email: `${idMedico}@hospital.example`, idArea: 'x',
  });
  return { idMedico, tipo, principal: { idUsuario: newId(), name: nome, email: '', roles: ['Medicos' as const], idMedico } };
}
export type MedicoDeTeste = Awaited<ReturnType<typeof novoMedico>>;

/** A credit-table row of the test's own, under the demo's "Congressos" category and "Ouvinte" form. */
export async function novaLinha(descricao: string, campos: { pontos: number; unidade: 'evento' | 'hora'; tetoCiclo?: number }) {
  const d = await domain();
  const [{ putClassificacao }, { newId }, t] = await Promise.all([import('@emc/functions/lib/db/tabela'), import('@emc/functions/lib/ids'), tabela()]);
  const row = { id: newId(), descricao, idCategoria: t.categoria('Congressos e eventos científicos'), idForma: t.forma('Ouvinte'), valor: 'alto valor' as const, ativo: true, ...campos };
  await putClassificacao(d.db, row);
  return row;
}

/** A participation of the doctor in the current cycle (`horas` over the last four days), approved under the row. */
export async function aprovar(m: MedicoDeTeste, idClassificacao: string, horas = 8) {
  const d = await domain();
  const [{ criarParticipacao }, { aprovarParticipacao }, t] = await Promise.all([
    import('@emc/functions/lib/participacoes/service'),
    import('@emc/functions/lib/participacoes/decisoes'),
    tabela(),
  ]);
  const part = await criarParticipacao(d.db, m.principal, {
    titulo: `Congresso da recontagem ${Math.random()}`,
    idCategoria: t.categoria('Congressos e eventos científicos'),
    idForma: t.forma('Ouvinte'),
    instituicao: 'Sociedade Brasileira de Testes',
    dataInicio: diasAtras(3),
    dataFim: hoje(),
    cargaHoraria: horas,
  });
  return aprovarParticipacao(d.db, adminDeTeste, { id: part.id, idClassificacao });
}

/** The cycle's stored goal-reacher counters. */
export async function armazenados(ciclo: number): Promise<Contagem> {
  const d = await domain();
  const [{ getItem }, { cicloAggKey }] = await Promise.all([import('@emc/functions/lib/db/items'), import('@emc/functions/lib/db/contadores')]);
  const agg = (await getItem(d.db, cicloAggKey(ciclo), { consistent: true })) ?? {};
  return { funcionarios: Number(agg.atingiramMetaFuncionarios ?? 0), naoFuncionarios: Number(agg.atingiramMetaNaoFuncionarios ?? 0) };
}

/** Every item of the table whose sort key is `sk` (a test may Scan its own world). */
export async function itensComSk(sk: string): Promise<Record<string, unknown>[]> {
  const d = await domain();
  const out: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await d.db.client.send(new ScanCommand({ TableName: d.db.table, FilterExpression: 'sk = :sk', ExpressionAttributeValues: { ':sk': sk }, ExclusiveStartKey, ConsistentRead: true }));
    out.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return out;
}

/** The goal reachers from scratch: every doctor's counters of the cycle against `meta`, by the doctor's tipo. */
export async function recontarMetas(ciclo: number, meta: number): Promise<Contagem> {
  const d = await domain();
  const [{ getMedicos }, { medicoCicloAggKey }] = await Promise.all([import('@emc/functions/lib/db/medicos'), import('@emc/functions/lib/db/contadores')]);
  const aggs = (await itensComSk(medicoCicloAggKey('x', ciclo).sk)).filter((a) => Number(a.pontos ?? 0) >= meta);
  const tipos = new Map((await getMedicos(d.db, aggs.map((a) => String(a.idMedico)))).map((m) => [m.idMedico, m.tipo]));
  const funcionarios = aggs.filter((a) => tipos.get(String(a.idMedico)) === 'Funcionário').length;
  return { funcionarios, naoFuncionarios: aggs.length - funcionarios };
}
