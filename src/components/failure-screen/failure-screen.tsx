/**
 * The frame of the console's failure screens (an icon, a heading and what to do), and Not authorised, which the
 * shell shows for a guard's refusal and the blocks show in place of a load the server refused (403).
 */
import { Center, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Access } from '#/api/access.gen';
import { useT } from '#/components/i18n/i18n-context';
import { AnchorLink } from '#/components/router-links/router-links';
import type { MessageKey } from '#/lib/messages/catalogues';

export function FailureScreen({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Center py="xl" data-testid="failure-screen">
      <Stack align="center" gap="sm" maw={560} ta="center">
        {icon}
        <Title order={2}>{title}</Title>
        {children}
      </Stack>
    </Center>
  );
}

/**
 * Why a page is not the visitor's, by the access it declares (`staticData.access`) that the session lacks: another
 * user's page (My Account of someone else), an organisation's administrators', the server administrators'.
 */
const WHOSE_PAGE: Readonly<Record<Access, MessageKey<'shell'>>> = {
  anonymous: 'shell.notAuthorised.text',
  signedIn: 'shell.notAuthorised.text',
  self: 'shell.notAuthorised.otherUser',
  organisationAdmin: 'shell.notAuthorised.organisationAdmins',
  superUser: 'shell.notAuthorised.serverAdmins',
};

/**
 * A signed-in user opened a screen their role does not reach (`refused`: the access it declares), or the server
 * refused its load (403: no `refused`, the page's own access was the user's).
 */
export function NotAuthorisedScreen({ refused }: { refused?: Access | undefined }) {
  const t = useT();
  return (
    <FailureScreen icon={<IconLock size={48} aria-hidden />} title={t('shell.notAuthorised.title')}>
      <Text>{t(refused ? WHOSE_PAGE[refused] : 'shell.notAuthorised.text')}</Text>
      <AnchorLink to="/">{t('shell.sendMeHome')}</AnchorLink>
    </FailureScreen>
  );
}
