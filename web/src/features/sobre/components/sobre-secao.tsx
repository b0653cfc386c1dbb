import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { SobreItem } from '@emc/shared/conteudo';
import { HtmlConteudo } from '@/components/html/html-conteudo';
import { SectionCard } from '@/components/ui/section-card';
import { VISUALLY_HIDDEN } from '@/lib/visually-hidden';

/**
 * The credit table (the fourth item, rendered by the server from the active rows) and any other table:
 * full width, small type on a phone, words wrapped whole (break-word leaves the columns' minimum
 * widths to whole words, so no column is squeezed into broken syllables), so its four columns fit a
 * 390 px phone. Should a single word still not fit, the block scrolls, never the page.
 */
const TABELAS = {
  overflowX: 'auto',
  '& table': { display: 'table', width: '100%', tableLayout: 'auto', fontSize: { xs: '0.75rem', sm: '0.875rem' }, lineHeight: 1.4, my: 1.5 },
  '& caption': { textAlign: 'left', fontWeight: 500, pb: 0.5, captionSide: 'top' },
  '& th, & td': { px: { xs: 0.5, sm: 1 }, py: 0.5, overflowWrap: 'break-word', hyphens: 'auto' },
  '& th': { bgcolor: 'action.hover', fontWeight: 600 },
  // A row's name with a long unbroken word (a code, a joined name) breaks anywhere rather than widen its column and squeeze the headers' words.
  '& td:first-of-type': { overflowWrap: 'anywhere' },
} as const;

/** One item of Sobre o Programa: its title (h2), its paragraphs, and its links, each opening in a new tab. */
export function SobreSecao({ item }: { item: SobreItem }) {
  return (
    <SectionCard title={item.titulo}>
      <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
        {/* emc-conteudo-html: the shown HTML, which the browser test hovers and inspects. */}
        {item.conteudo.map((html, i) => (
          <HtmlConteudo key={i} html={html} className="emc-conteudo-html" sx={TABELAS} />
        ))}
      </Box>
      {item.link.length > 0 && (
        <Box component="ul" aria-label={`Links de ${item.titulo}`} sx={{ m: 0, mt: 2, pl: 2.5, display: 'grid', gap: 0.5 }}>
          {item.link.map((href) => (
            <li key={href}>
              <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
                {href}
                <OpenInNew aria-hidden sx={{ fontSize: '1rem', verticalAlign: 'text-bottom', ml: 0.5 }} />
                {/* style, not sx: in sx a width of 1 would mean 100%. */}
                <span style={VISUALLY_HIDDEN}> (abre em nova aba)</span>
              </Link>
            </li>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
