// The bench's baseline: a plain mantine-react-table (its fork mantine-react-table-open, which the console uses) with
// its defaults and its row virtualisation (pagination off, as the library's virtualisation examples do), row selection
// on, over the same /api/user answer as the console's Users grid. Built and served by scripts/bench.mjs only; not
// part of the app.
import '@mantine/core/styles.css';
import 'mantine-react-table-open/styles.css';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { MantineReactTable, useMantineReactTable } from 'mantine-react-table-open';

const columns = [
  { accessorKey: 'shortName', header: 'Short Name', size: 200 },
  { accessorKey: 'fullName', header: 'Full Name', size: 300 },
  { accessorKey: 'email', header: 'Email', size: 300 },
  { accessorKey: 'locale', header: 'Locale', size: 250 },
  { accessorKey: 'defaultCurrencyCode', header: 'Default Currency', size: 250 },
];

function PlainGrid({ data }) {
  const table = useMantineReactTable({
    columns,
    data,
    getRowId: (row) => row.userID,
    enableRowVirtualization: true,
    enablePagination: false,
    enableRowSelection: true,
    initialState: { showGlobalFilter: true, density: 'xs' },
    mantineTableContainerProps: { style: { maxHeight: 'calc(100dvh - 160px)' } },
  });
  return <MantineReactTable table={table} />;
}

function App() {
  const [data, setData] = useState(null);
  useEffect(() => {
    void fetch('/api/user', { headers: { 'X-Requested-With': 'XMLHttpRequest' } })
      .then((response) => response.json())
      .then(setData);
  }, []);
  return data ? <PlainGrid data={data} /> : <p>Loading...</p>;
}

createRoot(document.getElementById('root')).render(
  <MantineProvider>
    <App />
  </MantineProvider>,
);
