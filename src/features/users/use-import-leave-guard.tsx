/**
 * useImportLeaveGuard(sending, stop): while an import's batches are sent, leaving the page asks first and says what
 * leaving does: the batch being sent ends, the rest is not sent, and the report is not shown. Stay keeps the page;
 * "Stop the import and leave" cancels, waits for the batch being sent (`stop`), then leaves. Reload or close asks the
 * browser's own question. The page's unsaved-changes question is off meanwhile: it would offer to discard rows that
 * are being saved.
 */
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useBlocker } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import { useT } from '#/components/i18n/i18n-context';
import { IMPORT_BATCH_SIZE } from './import-rows';

export function useImportLeaveGuard(sending: boolean, stop: () => Promise<void>): void {
  const t = useT('users');
  const sendingRef = useRef(sending);
  const stopRef = useRef(stop);
  useEffect(() => {
    sendingRef.current = sending;
    stopRef.current = stop;
  }, [sending, stop]);

  const shouldBlock = useCallback(() => sendingRef.current, []);
  const resolver = useBlocker({ shouldBlockFn: shouldBlock, enableBeforeUnload: shouldBlock, withResolver: true });

  useEffect(() => {
    if (resolver.status !== 'blocked') return undefined;
    const { proceed, reset } = resolver;
    let answered = false;
    const answer = (leave: boolean) => {
      if (answered) return;
      answered = true;
      if (leave) void stopRef.current().then(proceed);
      else reset();
    };
    const modalId = modals.openConfirmModal({
      title: t('users.import.leave.title'),
      children: <Text size="sm">{t('users.import.leave.message', { size: IMPORT_BATCH_SIZE })}</Text>,
      centered: true,
      labels: { confirm: t('users.import.leave.stop'), cancel: t('users.import.leave.stay') },
      confirmProps: { color: 'red' },
      onConfirm: () => answer(true),
      onCancel: () => answer(false),
      onClose: () => answer(false),
    });
    // Closing on unmount or a re-run does not answer (StrictMode runs effects twice while blocked).
    return () => {
      if (answered) return;
      answered = true;
      modals.close(modalId);
    };
  }, [resolver, t]);
}
