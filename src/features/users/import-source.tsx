/**
 * Import Users, the first step: a CSV or TSV file, or cells pasted from a spreadsheet. A file or text past a limit
 * (import-limits.ts) is refused with a message beside what was chosen; the pasted cells stay in their box.
 */
import '@mantine/core/styles/Alert.css';
import { Alert, Button, FileButton, Stack, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { TextField } from '#/components/form-fields/text-field';
import { useT } from '#/components/i18n/i18n-context';
import { importLimitMessage } from './import-limits';
import type { ImportRead, ImportTable } from './import-parse';
import type { ImportRunner } from './import-runner';

type Source = 'file' | 'pasted';

export interface ImportSourceProps {
  /** Reads a file or the pasted cells (off the main thread: import-runner.ts); null when replaced or left. */
  read: ImportRunner['read'];
  onRead: (table: ImportTable, name: string) => void;
}

export function ImportSource({ read: readSource, onRead }: ImportSourceProps) {
  const t = useT('users');
  const id = useId();
  const [pasted, setPasted] = useState('');
  // What went wrong, said beside the file button or the pasted cells' button, whichever was used.
  const [problem, setProblem] = useState<{ from: Source; message: string } | null>(null);
  // One read at a time: both buttons wait while a large file is parsed.
  const [reading, setReading] = useState<Source | null>(null);

  const read = async (from: Source, name: string, readTable: () => Promise<ImportRead | null>) => {
    setReading(from);
    try {
      const answer = await readTable();
      // Replaced by a later read, or the page was left.
      if (!answer) return;
      const { table, problem: limit } = answer;
      if (limit) setProblem({ from, message: importLimitMessage(t, limit, name) });
      else if (!table.headers.length || !table.rows.length)
        setProblem({ from, message: t('users.import.source.empty') });
      else {
        setProblem(null);
        onRead(table, name);
      }
    } catch (failure) {
      // A file the browser could not hand over; pasted cells always can be read.
      if (from === 'pasted') throw failure;
      setProblem({ from, message: t('users.import.source.readFailed') });
    } finally {
      setReading(null);
    }
  };

  // Papa Parse is loaded by the worker once a file or pasted cells are read, not with the page.
  const readFile = (file: File | null) => {
    if (file) void read('file', file.name, () => readSource({ file }));
  };
  const readPasted = () => {
    void read('pasted', '', () => readSource({ text: pasted }));
  };

  const problemFrom = (from: Source) =>
    problem?.from === from && (
      <Alert color="red" role="alert">
        <Text size="sm">{problem.message}</Text>
      </Alert>
    );

  return (
    <Stack gap="md" maw={760}>
      {/* A button rather than Mantine's FileInput: it keeps that block's code out of the other pages' first loads. */}
      <Stack gap={4} role="group" aria-labelledby={`${id}-file`}>
        <Text id={`${id}-file`} size="sm" fw={500}>
          {t('users.import.source.file')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('users.import.source.fileHint')}
        </Text>
        <div>
          <FileButton
            accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
            onChange={readFile}
            disabled={reading !== null}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                loading={reading === 'file'}
                leftSection={<IconFileUpload size={16} aria-hidden />}
              >
                {t('users.import.source.choose')}
              </Button>
            )}
          </FileButton>
        </div>
        {problemFrom('file')}
      </Stack>
      <TextField
        multiline
        label={t('users.import.source.paste')}
        value={pasted}
        onChange={setPasted}
        minRows={4}
        maxRows={12}
        autoComplete="off"
      />
      <div>
        <Button
          variant="default"
          disabled={!pasted.trim() || reading !== null}
          loading={reading === 'pasted'}
          onClick={readPasted}
        >
          {t('users.import.source.read')}
        </Button>
      </div>
      {problemFrom('pasted')}
      <Text size="sm" c="dimmed" role="status">
        {reading && t('users.import.source.reading')}
      </Text>
    </Stack>
  );
}
