import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { VISUALLY_HIDDEN } from '@/lib/visually-hidden';
import type { FocoAposMover, ItemOrdenado } from '../hooks/use-ordem';

export interface ListaOrdenadaProps<T extends ItemOrdenado> {
  /** Names the list: 'Perguntas frequentes'. */
  rotulo: string;
  itens: readonly T[] | undefined;
  error: unknown;
  onRetry: () => void;
  vazio: string;
  /** What the card shows under its title (a preview of the text). */
  conteudo: (item: T) => ReactNode;
  /** Beside the title: a chip. */
  selo?: (item: T) => ReactNode;
  podeRemover?: (item: T) => boolean;
  onEditar: (item: T) => void;
  onRemover: (item: T) => void;
  onMover: (item: T, direcao: -1 | 1) => void;
  foco: FocoAposMover | null;
  /** The last move, read by screen readers. */
  anuncio: string;
}

/**
 * The items of an ordered content list as cards, in their order (an ol), each with 'Mover para cima',
 * 'Mover para baixo', 'Editar' and 'Remover'. After a move the focus stays on the button that moved
 * the item (or its other arrow at an end of the list), and the new position is announced.
 */
export function ListaOrdenada<T extends ItemOrdenado>(props: ListaOrdenadaProps<T>) {
  const { rotulo, itens, error, onRetry, vazio, conteudo, selo, podeRemover = () => true, onEditar, onRemover, onMover, foco, anuncio } = props;
  const lista = useRef<HTMLOListElement>(null);
  const atendido = useRef(0);
  const id = useId();

  useEffect(() => {
    if (!foco || foco.vez === atendido.current || itens?.[foco.indice]?.id !== foco.id) return;
    atendido.current = foco.vez;
    const botao = (direcao: number) => lista.current?.querySelector<HTMLButtonElement>(`[data-mover="${CSS.escape(`${foco.id}:${direcao}`)}"]`);
    const alvo = botao(foco.direcao);
    (alvo && !alvo.disabled ? alvo : botao(-foco.direcao))?.focus();
  }, [foco, itens]);

  const aviso = (
    <Box role="status" aria-live="polite" style={VISUALLY_HIDDEN}>
      {anuncio}
    </Box>
  );

  if (error) return <LoadError error={error} onRetry={onRetry} title={`Não foi possível carregar: ${rotulo.toLowerCase()}.`} />;
  if (!itens)
    return (
      <Box role="status" aria-busy="true" aria-label={`Carregando ${rotulo.toLowerCase()}`} sx={{ display: 'grid', gap: 1.5 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={120} />
        ))}
      </Box>
    );
  if (itens.length === 0)
    return (
      <>
        <EmptyState>{vazio}</EmptyState>
        {aviso}
      </>
    );

  return (
    <>
      <Box component="ol" ref={lista} aria-label={rotulo} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {itens.map((item, indice) => {
          const tituloId = `${id}-${item.id}`;
          return (
            <li key={item.id}>
              <Card component="article" aria-labelledby={tituloId}>
                <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
                  <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, flexWrap: 'wrap', mb: 1 }}>
                    <Box
                      aria-hidden
                      sx={{ width: 28, height: 28, borderRadius: '50%', bgcolor: 'action.selected', display: 'grid', placeItems: 'center', fontWeight: 600, fontSize: 14, flexShrink: 0 }}
                    >
                      {indice + 1}
                    </Box>
                    <Typography id={tituloId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}>
                      {item.titulo}
                    </Typography>
                    {selo?.(item)}
                  </Box>
                  <Box
                    sx={{
                      maxHeight: '9em',
                      overflow: 'hidden',
                      color: 'text.secondary',
                      // Only a text taller than the box fades out at its foot (the stops are lengths, not percentages).
                      maskImage: 'linear-gradient(to bottom, black 6.5em, transparent 9em)',
                    }}
                  >
                    {conteudo(item)}
                  </Box>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
                    <Button
                      size="small"
                      startIcon={<ArrowUpwardIcon />}
                      onClick={() => onMover(item, -1)}
                      disabled={indice === 0}
                      data-mover={`${item.id}:-1`}
                      aria-label={`Mover para cima: ${item.titulo}`}
                    >
                      Mover para cima
                    </Button>
                    <Button
                      size="small"
                      startIcon={<ArrowDownwardIcon />}
                      onClick={() => onMover(item, 1)}
                      disabled={indice === itens.length - 1}
                      data-mover={`${item.id}:1`}
                      aria-label={`Mover para baixo: ${item.titulo}`}
                    >
                      Mover para baixo
                    </Button>
                    <Box sx={{ flexGrow: 1 }} />
                    <Button size="small" onClick={() => onEditar(item)} aria-label={`Editar ${item.titulo}`}>
                      Editar
                    </Button>
                    {podeRemover(item) && (
                      <Button size="small" color="error" onClick={() => onRemover(item)} aria-label={`Remover ${item.titulo}`}>
                        Remover
                      </Button>
                    )}
                  </Box>
                </CardContent>
              </Card>
            </li>
          );
        })}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {itens.length === 1 ? '1 item' : `${itens.length} itens`}
      </Typography>
      {aviso}
    </>
  );
}
