import type { MouseEvent } from 'react';
import { useT } from '#/components/i18n/i18n-context';
import classes from './skip-link.module.css';

/**
 * "Skip to main content" (WCAG 2.4.1): the first Tab stop of every page, hidden until focused. Activating it moves
 * the keyboard focus to the target (made focusable for that moment only), so the next Tab continues in the
 * screen's content instead of the header, breadcrumbs and organisation switcher. The URL does not change.
 */
export function SkipLink({ targetId, children }: { targetId: string; children?: string }) {
  const t = useT();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) {
      target.setAttribute('tabindex', '-1');
      target.style.outline = 'none';
      target.addEventListener(
        'blur',
        () => {
          target.removeAttribute('tabindex');
          target.style.removeProperty('outline');
        },
        { once: true },
      );
    }
    target.focus();
  };
  return (
    <a href={`#${targetId}`} className={classes.skipLink} onClick={skip}>
      {children ?? t('shell.skipLink')}
    </a>
  );
}
