import type { ContaDeps } from '@emc/functions/lib/contas';
import { DEFAULT_META, currentCiclo, yearOfCiclo } from '@emc/functions/lib/ciclo';
import { lerLista } from '@emc/functions/lib/db/conteudo';
import type { Principal } from '@emc/functions/lib/principal';
import { faqCreate } from '@emc/functions/conteudo/faq';
import { criarItemTabelaCreditos, sobreCreate } from '@emc/functions/conteudo/sobre';
import { ANEXO } from '@emc/shared/status';
import { MESES_LEMBRETE } from '@emc/shared/comunicacao';
import { criarFaqBody, criarSobreBody, type CriarFaq, type CriarSobre } from '@emc/shared/conteudo';
import { DEMO_ADMIN } from './people';

/**
 * The demo content of Perguntas Frequentes and Sobre o Programa (issue 12), written for this
 * hospital's program from what the application does: cycles, the goal, the deadline, how credits
 * and caps are counted, statuses, certificates, secretaries, the statement, reminders, Contato and
 * "Meus dados". The cycle, its year and the default goal come from the functions' own settings.
 */
const MESES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];
const MB = ANEXO.maxBytes / (1024 * 1024);

export function conteudoDemo(): { faq: CriarFaq[]; sobre: CriarSobre[]; tabela: { titulo: string; link: string[] } } {
  const ciclo = currentCiclo();
  const ano = yearOfCiclo(ciclo);
  const lembretes = MESES_LEMBRETE.map((m) => `1º de ${MESES[m - 1]}`);
  const datasLembretes = `${lembretes.slice(0, -1).join(', ')} e ${lembretes.at(-1)}`;

  const faq: CriarFaq[] = [
    {
      titulo: 'O que é um ciclo e qual é a meta de créditos?',
      paragrafo:
        `<p>Cada ciclo do programa corresponde a um ano civil, de 1º de janeiro a 31 de dezembro. O ciclo atual é o <strong>${ciclo}º ciclo</strong>, que corresponde a ${ano}.</p>` +
        `<p>Cada ciclo tem uma meta de créditos definida pela coordenação do programa. O valor padrão de um ciclo novo é de <strong>${DEFAULT_META} créditos</strong>, mas a coordenação pode definir outro valor para cada ciclo. ` +
        'A meta em vigor, o total já aprovado e quanto falta aparecem no painel lateral do sistema; o Histórico mostra os últimos oito ciclos com a linha da meta.</p>',
    },
    {
      titulo: 'Até quando posso registrar uma participação?',
      paragrafo:
        '<p>A participação pertence ao ciclo da sua <strong>data de início</strong>. Um ciclo recebe novos registros até <strong>31 de janeiro do ano seguinte</strong>: ' +
        `as participações de ${ano}, por exemplo, podem ser registradas até 31 de janeiro de ${ano + 1}. Depois dessa data o ciclo é encerrado e o sistema não aceita novos registros nele.</p>` +
        '<p>As datas de início e de término não podem estar no futuro: registre a atividade depois que ela terminar e, de preferência, logo que receber o certificado.</p>',
    },
    {
      titulo: 'Como registro uma participação?',
      paragrafo:
        '<p>Em <strong>Participações</strong>, clique em <strong>Nova participação</strong>. Se a atividade for do próprio hospital, digite ao menos três letras do nome para buscá-la no catálogo: os dados principais são preenchidos automaticamente.</p>' +
        '<ol><li>Confira o título, a instituição, a categoria e a forma de participação.</li><li>Informe as datas de início e de término e a carga horária, em horas (aceita meia hora, como 1,5).</li>' +
        '<li>Anexe ao menos um comprovante e envie.</li></ol>' +
        '<p>A participação fica <strong>Pendente</strong> até a análise da coordenação. Quando a coordenação importa a lista de presença de uma atividade do hospital, a participação já aparece aprovada: não é preciso registrá-la de novo.</p>',
    },
    {
      titulo: 'Quais comprovantes são aceitos?',
      paragrafo:
        `<p>Certificados e declarações em <strong>PDF, JPEG ou PNG</strong>, com até <strong>${MB} MB</strong> cada e até <strong>${ANEXO.maxPorParticipacao} arquivos</strong> por participação. ` +
        'O tipo é conferido pelo conteúdo do arquivo, e não pelo nome: um arquivo renomeado para .pdf é recusado.</p>' +
        '<p>Fotos grandes são reduzidas automaticamente antes do envio. No celular, use <strong>Tirar foto</strong> para fotografar o certificado com a câmera. ' +
        'Enquanto a participação estiver Pendente ou Em ajuste, você pode adicionar comprovantes ou substituir um arquivo enviado.</p>',
    },
    {
      titulo: 'O que significa cada situação da participação?',
      paragrafo:
        '<ul><li><strong>Pendente</strong>: aguardando a análise da coordenação.</li>' +
        '<li><strong>Aprovada</strong>: os créditos já contam para a meta do ciclo.</li>' +
        '<li><strong>Reprovada</strong>: decisão final; o motivo aparece na participação.</li>' +
        '<li><strong>Em ajuste</strong>: a coordenação pediu uma correção ou um comprovante. Edite a participação conforme o comentário e salve: ela volta para Pendente.</li></ul>' +
        '<p>Só é possível editar ou excluir uma participação Pendente ou Em ajuste. A cada decisão, você recebe um e-mail com a nova situação e o comentário ou motivo; as secretárias vinculadas a você também recebem.</p>',
    },
    {
      titulo: 'Como os créditos são calculados?',
      paragrafo:
        '<p>Na aprovação, a coordenação enquadra a participação em um item da Tabela de Créditos, que pode ser contado <strong>por evento</strong> ou <strong>por hora</strong>:</p>' +
        '<ul><li>por evento: a participação vale os créditos do item, qualquer que seja a carga horária;</li>' +
        '<li>por hora: os créditos do item são multiplicados pela carga horária. Uma aula de 6 horas em um item de 2 créditos por hora vale 12 créditos.</li></ul>' +
        '<p>A tabela em vigor está em <strong>Sobre o Programa</strong>. Se um item mudar depois, as participações já aprovadas mantêm os créditos com que foram aprovadas.</p>',
    },
    {
      titulo: 'O que é o teto no ciclo e como fico sabendo que ele foi aplicado?',
      paragrafo:
        '<p>Alguns itens da tabela têm um <strong>teto no ciclo</strong>: o máximo de créditos que aquele item pode somar para cada médico no mesmo ciclo, qualquer que seja o número de participações.</p>' +
        '<p>Quando o teto é atingido, a participação continua aprovada, mas conta apenas o que faltava para o teto (ou nada, se ele já tiver sido alcançado). ' +
        'A própria participação mostra uma mensagem com o teto do item, quanto já havia sido contabilizado em outras participações do ciclo e quanto esta conta.</p>',
    },
    {
      titulo: 'Minha secretária pode registrar as participações por mim?',
      paragrafo:
        '<p>Sim. A coordenação vincula secretárias aos médicos; uma secretária pode ser vinculada a vários médicos, e um médico a várias secretárias. ' +
        'Ao entrar, ela escolhe em <strong>Selecionar médico</strong> para quem vai trabalhar e, a qualquer momento, pode usar <strong>Trocar médico</strong>.</p>' +
        '<p>Ela pode registrar, corrigir e excluir participações, enviar comprovantes, acompanhar o Histórico e baixar a declaração de créditos dos médicos vinculados, nunca de outros. ' +
        'No perfil, vê o CPF do médico mascarado. Para pedir um vínculo, use o <strong>Contato</strong>.</p>',
    },
    {
      titulo: 'Como comprovo os meus créditos?',
      paragrafo:
        '<p>No <strong>Histórico</strong>, escolha o ciclo e clique em <strong>Declaração de créditos</strong>. O sistema gera um PDF com as participações aprovadas do ciclo, os créditos de cada uma e o total em relação à meta.</p>' +
        '<p>A declaração traz um código de verificação e um QR code. Qualquer pessoa pode conferir a autenticidade no endereço impresso no documento, sem precisar de login: a página mostra o nome, o CRM, o ciclo, o total de créditos e a data de emissão.</p>',
    },
    {
      titulo: 'Vou receber lembretes do prazo?',
      paragrafo:
        `<p>Sim. Em <strong>${datasLembretes}</strong>, quem ainda não atingiu a meta do ciclo recebe um e-mail com o total de créditos aprovados, a meta e um link para o sistema.</p>` +
        '<p>Se preferir não receber, desligue a opção <strong>Receber lembretes de prazo por e-mail</strong> no seu Perfil; você pode religá-la quando quiser. As secretárias vinculadas também podem alterar essa opção.</p>',
    },
    {
      titulo: 'Como falo com a coordenação e como consulto os meus dados?',
      paragrafo:
        '<p>Use a página <strong>Contato</strong>: informe o assunto e a mensagem, que é enviada à caixa de e-mail do programa e respondida pela coordenação. ' +
        'Se discordar de uma decisão, escreva pelo Contato citando o título da participação.</p>' +
        '<p>Em conformidade com a LGPD, o botão <strong>Meus dados</strong>, no Perfil, baixa um arquivo com tudo o que o programa guarda sobre você: cadastro, participações com o histórico de cada uma, ' +
        'links para os comprovantes (válidos por uma hora), lembretes enviados e mensagens de contato. Saiba mais na <a href="https://hospital.example/privacidade">política de privacidade do hospital</a>.</p>',
    },
  ];

  const sobre: CriarSobre[] = [
    {
      titulo: 'O Programa de Educação Médica Continuada',
      conteudo: [
        '<p>O Programa de Educação Médica Continuada (EMC) do Hospital Exemplo acompanha e reconhece a atualização profissional do corpo clínico: congressos, cursos, educação a distância, publicações científicas, ' +
          'atividades docentes, reuniões clínicas e a participação em comissões do hospital.</p>',
        '<p>Cada participação registrada pelo médico, ou por uma secretária vinculada a ele, é analisada pela coordenação do programa. Aprovada, ela gera créditos conforme a Tabela de Créditos, ' +
          'e os créditos se somam em ciclos anuais, cada um com a sua meta.</p>',
        '<p>O sistema reúne em um só lugar o registro das participações, os comprovantes, a análise, o histórico dos últimos ciclos e a declaração de créditos com verificação pública. ' +
          'As regras completas estão no <a href="https://hospital.example/emc/regulamento">regulamento do programa</a>.</p>',
      ],
      link: ['https://hospital.example/emc'],
    },
    {
      titulo: 'Ciclos, meta e prazos',
      conteudo: [
        `<p>Cada ciclo é um ano civil, de 1º de janeiro a 31 de dezembro. O <strong>${ciclo}º ciclo</strong> corresponde a ${ano}.</p>`,
        `<p>A meta de cada ciclo é definida pela coordenação; o valor padrão é de <strong>${DEFAULT_META} créditos</strong>. ` +
          'O painel lateral mostra quanto já foi aprovado, quanto falta e, no ritmo atual, quando a meta deve ser atingida.</p>',
        '<ul>' +
          '<li><strong>Registro</strong>: a participação pertence ao ciclo da data de início e pode ser registrada até 31 de janeiro do ano seguinte.</li>' +
          `<li><strong>Lembretes</strong>: em ${datasLembretes}, quem está abaixo da meta recebe um e-mail com o total e a meta (a opção pode ser desligada no Perfil).</li>` +
          '<li><strong>Declaração</strong>: o PDF de cada ciclo, com código de verificação e QR code, pode ser gerado a qualquer momento no Histórico.</li>' +
          '</ul>',
      ],
      link: [],
    },
    {
      titulo: 'Registro e análise das participações',
      conteudo: [
        `<p>O médico, ou uma secretária vinculada, registra a participação em <strong>Nova participação</strong> e anexa os comprovantes: PDF, JPEG ou PNG, com até ${MB} MB cada e até ${ANEXO.maxPorParticipacao} por participação.</p>`,
        '<p>A coordenação analisa cada registro e decide:</p>' +
          '<ul><li><strong>Aprovada</strong>: os créditos passam a contar para a meta;</li><li><strong>Reprovada</strong>: com o motivo da decisão;</li>' +
          '<li><strong>Em ajuste</strong>: com um comentário; o médico corrige e a participação volta para <strong>Pendente</strong>.</li></ul>',
        '<p>Os créditos de um item por hora são multiplicados pela carga horária. Itens com <strong>teto no ciclo</strong> somam, para cada médico, no máximo o teto em um mesmo ciclo; ' +
          'quando o teto corta os créditos, a participação mostra a explicação. Cada decisão é comunicada por e-mail ao médico e às secretárias vinculadas.</p>',
      ],
      link: [],
    },
  ];

  return { faq, sobre, tabela: { titulo: 'Tabela de Créditos', link: [] } };
}

const entrada = <B>(body: B) => ({ params: {}, query: {}, body, headers: {}, files: [] });

/**
 * Seed step v8-conteudo: the FAQ and the Sobre items through the API's own actions (validated by the
 * routes' schemas, sanitized, appended in order), then the credit-table item as the fourth. Items
 * whose title is already there are left alone, so a step stopped midway can run again.
 */
export async function seedConteudo(deps: ContaDeps, log: (s: string) => void): Promise<void> {
  const db = deps.db;
  const admin: Principal = { idUsuario: 'seed', name: 'Carga de demonstração', email: DEMO_ADMIN.email, roles: ['Administradores'] };
  const { faq, sobre, tabela } = conteudoDemo();

  const faqs = new Set((await lerLista(db, 'FAQ', { consistent: true })).itens.map((i) => i.titulo));
  const novasFaq = faq.filter((f) => !faqs.has(f.titulo));
  for (const f of novasFaq) await faqCreate(entrada(criarFaqBody.parse(f)), admin, db);

  const itens = (await lerLista(db, 'SOBRE', { consistent: true })).itens;
  const titulos = new Set(itens.map((i) => i.titulo));
  const novosSobre = sobre.filter((s) => !titulos.has(s.titulo));
  for (const s of novosSobre) await sobreCreate(entrada(criarSobreBody.parse(s)), admin, db);
  const semTabela = !itens.some((i) => i.tabelaCreditos);
  if (semTabela) await criarItemTabelaCreditos(db, tabela.titulo, tabela.link);
  log(`conteúdo: ${novasFaq.length} perguntas frequentes, ${novosSobre.length + Number(semTabela)} itens de Sobre o Programa`);
}
