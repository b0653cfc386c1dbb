import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SobreItem } from '@emc/shared/conteudo';
import { Link as RouterLink } from 'react-router-dom';
import { HtmlConteudo } from '@/components/html/html-conteudo';
import { paths } from '@/config/paths';
import { useRoute } from '@/lib/use-route';
import { ConteudoPagina } from '../components/conteudo-pagina';
import { SobreFormDialog } from '../components/sobre-form-dialog';

function Previa({ item }: { item: SobreItem }) {
  return (
    <>
      {item.tabelaCreditos ? (
        <Typography variant="body2">
          O conteúdo é a{' '}
          <Link component={RouterLink} to={paths.tabela.getHref()} underline="always">
            Tabela de Créditos
          </Link>{' '}
          em vigor, gerada a cada leitura.
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 1 }}>
          {item.conteudo.map((p, i) => (
            <HtmlConteudo key={i} html={p} sx={{ typography: 'body2' }} />
          ))}
        </Box>
      )}
      {item.link.length > 0 && (
        <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {item.link.length === 1 ? '1 link' : `${item.link.length} links`}: {item.link.join(', ')}
        </Typography>
      )}
    </>
  );
}

/**
 * Configurações › Sobre o Programa (administrators): the items in the order the doctors see them;
 * create, edit (title, paragraphs as formatted text, links), move up or down, and remove after a
 * confirmation. The credit-table item is generated from Tabela de Créditos: its title and links are
 * edited here, its content there, and it is never removed.
 */
export function SobreAdminPage() {
  return (
    <ConteudoPagina
      titulo="Sobre o Programa"
      subtitulo="Configurações: os itens que os médicos veem em Sobre o Programa, nesta ordem."
      novo="Novo item"
      rotulo="Itens de Sobre o Programa"
      vazio="Nenhum item cadastrado."
      lista={useRoute('conteudo.sobreGetAll', {})}
      reordenar="conteudo.sobreReordenar"
      remover="conteudo.sobreDelete"
      previa={(item) => <Previa item={item} />}
      selo={(item) => (item.tabelaCreditos ? <Chip size="small" color="info" variant="outlined" label="Gerado da Tabela de Créditos" /> : null)}
      podeRemover={(item) => !item.tabelaCreditos}
      Dialogo={SobreFormDialog}
      mensagens={{
        salvo: (item, novo) => `Item “${item.titulo}” ${novo ? 'cadastrado' : 'atualizado'}.`,
        remover: (item) => `Remover o item “${item.titulo}”? Ele deixa de aparecer em Sobre o Programa.`,
        removido: (item) => `Item “${item.titulo}” removido.`,
      }}
    />
  );
}
