import Box, { type BoxProps } from '@mui/material/Box';
import { useMemo } from 'react';
import { htmlSeguro } from './html-seguro';

export interface HtmlConteudoProps extends Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> {
  /** The program's HTML as the API answers it (already sanitized there); it is sanitized again here. */
  html: string;
}

/** Shows the program's formatted text (FAQ answers, Sobre paragraphs) after DOMPurify, in the body's typography. */
export function HtmlConteudo({ html, sx, ...props }: HtmlConteudoProps) {
  const limpo = useMemo(() => htmlSeguro(html), [html]);
  return (
    <Box
      {...props}
      sx={[
        {
          typography: 'body1',
          overflowWrap: 'anywhere',
          '& > :first-of-type': { mt: 0 },
          '& > :last-child': { mb: 0 },
          '& a[href]': { color: 'primary.main', textDecorationThickness: '1px' },
          // A link whose address a sanitizer removed goes nowhere: it reads as plain text.
          '& a:not([href])': { color: 'inherit', textDecoration: 'none' },
          '& table': { borderCollapse: 'collapse', width: '100%', display: 'block', overflowX: 'auto' },
          '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5, textAlign: 'left', verticalAlign: 'top' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      dangerouslySetInnerHTML={{ __html: limpo }}
    />
  );
}
