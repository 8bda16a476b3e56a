// The floor (ARCHITECTURE.md section 7): the smallest app on the club's stack, React,
// React Router's data router, TanStack Query, Mantine's core and its whole stylesheet,
// one route drawing a 6 × 6 grid of buttons from one JSON read. The benchmark builds it
// with Vite and measures it with Lighthouse beside the app's pages: what the app loads
// beyond this is ours to cut.
import '@mantine/core/styles.css';
import { Button, Container, MantineProvider, SimpleGrid, Title } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

interface Cell {
  id: number;
  label: string;
}

function Grid() {
  const cells = useQuery({
    queryKey: ['grid'],
    queryFn: async () => (await (await fetch('grid.json')).json()) as Cell[],
  });
  return (
    <Container size="sm" py="md">
      <Title order={1} mb="md">
        Gulvet
      </Title>
      <SimpleGrid cols={6} spacing="xs">
        {(cells.data ?? []).map((cell) => (
          <Button key={cell.id} variant="light" px={4}>
            {cell.label}
          </Button>
        ))}
      </SimpleGrid>
    </Container>
  );
}

const router = createBrowserRouter([{ path: '*', element: <Grid /> }]);
const queryClient = new QueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
