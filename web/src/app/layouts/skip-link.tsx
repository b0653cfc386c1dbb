import Box from '@mui/material/Box';

export const MAIN_CONTENT_ID = 'conteudo-principal';

/** "Skip to content" link, visible only when focused by keyboard. */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -64,
        zIndex: 2000,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        boxShadow: 3,
        '&:focus': { top: 8 },
      }}
    >
      Pular para o conteúdo
    </Box>
  );
}
