import { HtmlConteudo } from '@/components/html/html-conteudo';
import { useRoute } from '@/lib/use-route';
import { ConteudoPagina } from '../components/conteudo-pagina';
import { FaqFormDialog } from '../components/faq-form-dialog';

/**
 * Configurações › Perguntas Frequentes (administrators): the questions in the order the doctors see
 * them, each with a preview of its answer; create, edit (formatted text, never raw HTML), move up or
 * down, and remove after a confirmation.
 */
export function FaqAdminPage() {
  return (
    <ConteudoPagina
      titulo="Perguntas Frequentes"
      subtitulo="Configurações: as perguntas e respostas que os médicos veem, nesta ordem."
      novo="Nova pergunta"
      rotulo="Perguntas frequentes"
      vazio="Nenhuma pergunta cadastrada."
      lista={useRoute('conteudo.faqGetAll', {})}
      reordenar="conteudo.faqReordenar"
      remover="conteudo.faqDelete"
      previa={(item) => <HtmlConteudo html={item.paragrafo} sx={{ typography: 'body2' }} />}
      Dialogo={FaqFormDialog}
      mensagens={{
        salvo: (item, novo) => `Pergunta “${item.titulo}” ${novo ? 'cadastrada' : 'atualizada'}.`,
        remover: (item) => `Remover a pergunta “${item.titulo}”? Ela deixa de aparecer em Perguntas Frequentes.`,
        removido: (item) => `Pergunta “${item.titulo}” removida.`,
      }}
    />
  );
}
