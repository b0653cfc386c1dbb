import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FaqItem } from '@emc/shared/conteudo';
import { useId } from 'react';
import { HtmlConteudo } from '@/components/html/html-conteudo';

/**
 * The FAQ accordion: each question is a button in an h2 (the page's h1 above it), Enter or Space
 * opens it, and its answer is a region named by the question. Several may be open at once.
 */
export function FaqLista({ itens }: { itens: readonly FaqItem[] }) {
  const base = useId();
  return (
    // The heading slot as a plain h2 loses MUI's reset of its margins and font: given back here.
    <Box sx={{ '& .MuiAccordion-root': { overflowWrap: 'anywhere' }, '& .MuiAccordion-heading': { all: 'unset' } }}>
      {itens.map((item) => {
        const id = `${base}-${item.id}`;
        return (
          <Accordion key={item.id} disableGutters slots={{ heading: 'h2' }}>
            <AccordionSummary id={`${id}-pergunta`} aria-controls={`${id}-resposta`} expandIcon={<ExpandMore aria-hidden />}>
              <Typography component="span" variant="subtitle1" sx={{ fontWeight: 500 }}>
                {item.titulo}
              </Typography>
            </AccordionSummary>
            <AccordionDetails sx={{ pt: 0 }}>
              {/* emc-conteudo-html: the shown HTML, which the browser test hovers and inspects. */}
              <HtmlConteudo html={item.paragrafo} className="emc-conteudo-html" />
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}
