/** Import Users, the first step: a CSV or TSV file, or cells pasted from a spreadsheet. */
import { Alert, Button, FileButton, Stack, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { TextField } from '../../components/form-fields/text-field';
import { useT } from '../../components/i18n/i18n-context';
import type { ImportTable } from './import-parse';

export interface ImportSourceProps {
  onRead: (table: ImportTable, name: string) => void;
}

export function ImportSource({ onRead }: ImportSourceProps) {
  const t = useT('users');
  const id = useId();
  const [pasted, setPasted] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  // Papa Parse is loaded once a file or pasted cells are read, not with the page.
  const read = async (text: string | ((decode: (bytes: Uint8Array) => string) => string), name: string) => {
    const { decodeImportFile, parseImportText } = await import('./import-parse');
    const table = parseImportText(typeof text === 'string' ? text : text(decodeImportFile));
    if (!table.headers.length || !table.rows.length) {
      setProblem(t('users.import.source.empty'));
      return;
    }
    setProblem(null);
    onRead(table, name);
  };

  const readFile = async (file: File | null) => {
    if (!file) return;
    try {
      const bytes = new Uint8Array(await file.arrayBuffer());
      await read((decode) => decode(bytes), file.name);
    } catch {
      setProblem(t('users.import.source.readFailed'));
    }
  };

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
            onChange={(file) => void readFile(file)}
          >
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconFileUpload size={16} aria-hidden />}>
                {t('users.import.source.choose')}
              </Button>
            )}
          </FileButton>
        </div>
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
        <Button variant="default" disabled={!pasted.trim()} onClick={() => void read(pasted, '')}>
          {t('users.import.source.read')}
        </Button>
      </div>
      {problem && (
        <Alert color="red" role="alert">
          <Text size="sm">{problem}</Text>
        </Alert>
      )}
    </Stack>
  );
}
