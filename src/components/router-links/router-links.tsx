import { ActionIcon, Anchor, Button, type ActionIconProps, type AnchorProps, type ButtonProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

/**
 * Mantine's link-looking blocks as typed router links (TanStack Router's `createLink`): `to` is a route template,
 * `params` and `search` are checked against that route, e.g.
 * `<AnchorLink to="/organisation/$orgId" params={{ orgId }}>` or `<AnchorLink {...organisationLink(orgId)}>`.
 * (`component={Link}` on a Mantine block loses the router's types: `to` becomes any string.)
 */
type AnchorElementProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>;

const MantineAnchor = forwardRef<HTMLAnchorElement, AnchorProps & AnchorElementProps>((props, ref) => <Anchor ref={ref} {...props} />);
const MantineButton = forwardRef<HTMLAnchorElement, ButtonProps & AnchorElementProps>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
));
const MantineActionIcon = forwardRef<HTMLAnchorElement, ActionIconProps & AnchorElementProps>((props, ref) => (
  <ActionIcon component="a" ref={ref} {...props} />
));

const CreatedAnchor = createLink(MantineAnchor);
const CreatedButton = createLink(MantineButton);
const CreatedActionIcon = createLink(MantineActionIcon);

export const AnchorLink: LinkComponent<typeof MantineAnchor> = (props) => <CreatedAnchor {...props} />;
export const ButtonLink: LinkComponent<typeof MantineButton> = (props) => <CreatedButton {...props} />;
export const ActionIconLink: LinkComponent<typeof MantineActionIcon> = (props) => <CreatedActionIcon {...props} />;
