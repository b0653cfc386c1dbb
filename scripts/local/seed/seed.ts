import { ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { criarConta, type ContaDeps } from '@emc/functions/lib/contas';
import { putArea } from '@emc/functions/lib/db/areas';
import { putMedico } from '@emc/functions/lib/db/medicos';
import { linkSecretariaMedico } from '@emc/functions/lib/db/secretarias';
import { isSeedStepDone, markSeedStepDone } from '@emc/functions/lib/db/seed-steps';
import { getUsuarioByEmail, linkSub } from '@emc/functions/lib/db/usuarios';
import { newId } from '@emc/functions/lib/ids';
import { putAtividade } from '@emc/functions/lib/db/atividades';
import { putCategoria, putClassificacao, putForma } from '@emc/functions/lib/db/tabela';
import type { Principal } from '@emc/functions/lib/principal';
import type { Medico } from '@emc/shared/medico';
import { backfillUnicosPessoas } from '@emc/functions/cadastro/backfill';
import { backfillBusca } from '@emc/functions/cadastro/backfill-busca';
import { medicoUpdateStatus } from '@emc/functions/cadastro/medico-update-status';
import { backfillUnicosCatalogo } from '@emc/functions/lib/db/catalogo';
import { medicoPorCrm } from '@emc/functions/lib/db/medicos';
import { listCategorias, listFormas } from '@emc/functions/lib/db/tabela';
import { backfillCicloMes } from './ciclo-mes';
import { backfillLinhas } from './linhas';
import { backfillAnexosMedico } from './anexos-medico';
import { backfillFaixas } from './faixas';
import { backfillVinculos } from './vinculos';
import { backfillFila } from './fila';
import { seedMetasAtingidas } from './metas';
import { seedConteudo } from './conteudo';
import { seedAtividadesPresenca } from './presenca';
import { seedParticipacoes, type SeedIds } from './participacoes';
import { CATEGORIAS, CLASSIFICACOES, FORMAS, atividades } from './program';
import { AREAS, DEMO_ADMIN, DEMO_PASSWORD, DEMO_SECRETARIA, MEDICO_INATIVO, SECRETARIA_MEDICOS, demoMedicos } from './people';

/**
 * The demo data of decisions.md, written through the same domain functions as the API.
 * Each step runs once and leaves a marker; a later version of the app may add steps, which then
 * run on the next start of an existing .data folder.
 */
interface Step {
  name: string;
  run(deps: ContaDeps, log: (s: string) => void): Promise<void>;
}

const steps: Step[] = [
  {
    name: 'v1-people',
    async run(deps) {
      const areaIds = new Map<string, string>();
      for (const nome of AREAS) {
        const idArea = newId();
        await putArea(deps.db, { idArea, nome, ativo: true });
        areaIds.set(nome, idArea);
      }
      const medicos: Medico[] = [];
      for (const { area, ...m } of demoMedicos()) {
        const medico: Medico = { ...m, idMedico: newId(), idArea: areaIds.get(area)! };
        await putMedico(deps.db, medico);
        medicos.push(medico);
        const roles = medico.email === 'chefe@hospital.example' ? (['Administradores', 'Medicos'] as const) : (['Medicos'] as const);
        await criarConta(deps, { email: medico.email, nome: medico.nome, roles: [...roles], idMedico: medico.idMedico, crm: medico.crm, password: DEMO_PASSWORD });
      }
      await criarConta(deps, { ...DEMO_ADMIN, roles: ['Administradores'], password: DEMO_PASSWORD });
      const secretaria = await criarConta(deps, { ...DEMO_SECRETARIA, roles: ['Secretarias'], password: DEMO_PASSWORD });
      const linked = [medicos[0]!, ...medicos.slice(2, 2 + SECRETARIA_MEDICOS - 1)];
      for (const m of linked) await linkSecretariaMedico(deps.db, secretaria.idUsuario, m);
    },
  },
  {
    name: 'v2-participacoes',
    async run(deps, log) {
      const ids: SeedIds = { categoria: new Map(), forma: new Map(), classificacao: new Map() };
      for (const c of CATEGORIAS) {
        const id = newId();
        await putCategoria(deps.db, { id, nome: c.nome, tipo: c.tipo, ativo: true });
        ids.categoria.set(c.key, id);
      }
      for (const nome of FORMAS) {
        const id = newId();
        await putForma(deps.db, { id, nome, ativo: true });
        ids.forma.set(nome, id);
      }
      for (const c of CLASSIFICACOES) {
        const id = newId();
        const { key, categoria, forma, ...row } = c;
        await putClassificacao(deps.db, { id, idCategoria: ids.categoria.get(categoria)!, idForma: ids.forma.get(forma)!, ...row, ativo: true });
        ids.classificacao.set(key, { id, categoria, forma });
      }
      // Dated when the step runs, by the functions' clock (which the local stack may have shifted).
      for (const a of atividades()) {
        const cls = ids.classificacao.get(a.classificacao)!;
        const { classificacao: _c, ...rest } = a;
        await putAtividade(deps.db, { id: newId(), ...rest, idCategoria: ids.categoria.get(cls.categoria)!, idForma: ids.forma.get(cls.forma)!, idClassificacao: cls.id, ativo: true });
      }
      await seedParticipacoes(deps, ids, log);
    },
  },
  {
    // Accounts made before the records carried the Cognito sub get their sign-in link.
    name: 'v3-contas-sub',
    async run(deps) {
      let PaginationToken: string | undefined;
      do {
        const page = await deps.cognito.send(new ListUsersCommand({ UserPoolId: deps.userPoolId, PaginationToken }));
        for (const user of page.Users ?? []) {
          const attr = (name: string) => user.Attributes?.find((a) => a.Name === name)?.Value;
          const [sub, email] = [attr('sub'), attr('email')];
          const usuario = email ? await getUsuarioByEmail(deps.db, email) : undefined;
          if (sub && usuario && !usuario.sub) await linkSub(deps.db, usuario.idUsuario, sub);
        }
        PaginationToken = page.PaginationToken;
      } while (PaginationToken);
    },
  },
  {
    // Data made before the review queue: its index keys, `busca`, the duplicate lookup key and the counters (a new .data/ gets them as it is seeded).
    name: 'v4-fila-duplicatas',
    async run(deps, log) {
      log(`${await backfillFila(deps.db)} participações na fila de análise`);
    },
  },
  {
    // The back office (issue 10): uniqueness markers for data made before them, a few inactive rows
    // of each catalogue and an inactive doctor, and an ended activity with its attendance list in fixtures/.
    name: 'v5-cadastros',
    async run(deps, log) {
      const catalogo = await backfillUnicosCatalogo(deps.db);
      const pessoas = await backfillUnicosPessoas(deps.db, deps);
      log(`marcadores de unicidade: ${catalogo.marcados} nomes de catálogo; ${JSON.stringify(pessoas)}`);
      await putArea(deps.db, { idArea: newId(), nome: 'Medicina Hiperbárica', ativo: false });
      const idForma = newId();
      await putForma(deps.db, { id: idForma, nome: 'Revisor de periódico', ativo: false });
      const publicacoes = (await listCategorias(deps.db)).find((c) => c.tipo === 'PUBLICACAO')!;
      const autor = (await listFormas(deps.db)).find((f) => f.nome === 'Autor principal')!;
      await putClassificacao(deps.db, {
        id: newId(),
        idCategoria: publicacoes.id,
        descricao: 'Resumo em anais de congresso (descontinuado)',
        idForma: autor.id,
        valor: 'baixo valor',
        pontos: 1,
        unidade: 'evento',
        ativo: false,
      });
      await seedAtividadesPresenca(deps.db);
      const inativo = await medicoPorCrm(deps.db, MEDICO_INATIVO);
      if (inativo) {
        const admin: Principal = { idUsuario: 'seed', name: 'Carga de demonstração', email: DEMO_ADMIN.email, roles: ['Administradores'] };
        await medicoUpdateStatus({ params: {}, query: {}, body: { id: inativo.idMedico, ativar: false }, headers: {}, files: [] }, admin, deps);
      }
    },
  },
  {
    // The detailed report's index (issue 11): participations made before it get their byCicloMes keys.
    name: 'v6-ciclo-mes',
    async run(deps, log) {
      const { marcadas, jaTinham } = await backfillCicloMes(deps.db);
      log(`índice do relatório detalhado: ${marcadas} participações marcadas, ${jaTinham} já tinham`);
    },
  },
  {
    // Desempenho and the reports (issue 11): some doctors reach the goal, in the previous cycle and a few in the current one.
    name: 'v7-metas-atingidas',
    run: seedMetasAtingidas,
  },
  {
    // Perguntas Frequentes and Sobre o Programa (issue 12): about ten questions and four items, the fourth the live credit table.
    name: 'v8-conteudo',
    run: seedConteudo,
  },
  {
    // The text filters' search entries (issue 27): participations and listed doctors made before them get theirs.
    name: 'v9-busca',
    async run(deps, log) {
      const { escritas, jaTinham } = await backfillBusca(deps.db);
      log(`entradas de busca: ${escritas} registros completados, ${jaTinham} já tinham`);
    },
  },
  {
    // The cap recount's index (issue 27): row counters made before it get their LINHA# entries.
    name: 'v10-linhas',
    async run(deps, log) {
      const { marcadas, jaTinham } = await backfillLinhas(deps.db);
      log(`índice dos tetos: ${marcadas} contadores marcados, ${jaTinham} já tinham`);
    },
  },
  {
    // The secretaries' link counter (issue 29): accounts made before it get their links counted.
    name: 'v11-vinculos',
    async run(deps, log) {
      const { contadas, jaTinham } = await backfillVinculos(deps.db);
      log(`vínculos das secretárias: ${contadas} contadas, ${jaTinham} já tinham`);
    },
  },
  {
    // The attachment's doctor (issue 29): records made before it get their participation's.
    name: 'v12-anexos-medico',
    async run(deps, log) {
      const { marcados, jaTinham, semParticipacao } = await backfillAnexosMedico(deps.db);
      log(`médico dos comprovantes: ${marcados} marcados, ${jaTinham} já tinham, ${semParticipacao} sem participação`);
    },
  },
  {
    // The cycles' histograms of credits (issue 29): counters made before them are counted, then the mark that they are complete.
    name: 'v13-faixas',
    async run(deps, log) {
      const { contados, jaContados } = await backfillFaixas(deps.db);
      log(`faixas de créditos dos ciclos: ${contados} contadores contados, ${jaContados} já contados`);
    },
  },
];

export async function seed(deps: ContaDeps, log: (s: string) => void): Promise<void> {
  for (const step of steps) {
    if (await isSeedStepDone(deps.db, step.name)) continue;
    log(`carregando os dados de demonstração (${step.name})`);
    await step.run(deps, log);
    await markSeedStepDone(deps.db, step.name, new Date());
  }
}
